import { clubStore, contentAtom, pageFlagsAtom, type ContentPage } from '@club/shared';
import type { Part } from './atoms';

/** Edits apply to the draft copy only (§4). */
export function updateDraft(part: Part, change: (content: ContentPage) => ContentPage): void {
  clubStore.set(contentAtom, (copies) => {
    const current = copies.draft[part];
    if (!current) return copies;
    return { ...copies, draft: { ...copies.draft, [part]: change(current) } };
  });
}

/** A save's answer becomes both the published and the draft copy. */
export function publish(part: Part, content: ContentPage | null): void {
  clubStore.set(contentAtom, (copies) => ({
    published: { ...copies.published, [part]: content },
    draft: { ...copies.draft, [part]: content },
  }));
}

/** Remove changes: content, footer and social media back to the published copy (§4). */
export function discardDrafts(): void {
  clubStore.set(contentAtom, (copies) => ({ ...copies, draft: { ...copies.published } }));
}

/** Leaving edit mode turns add-template mode off (§4). */
export function setEditMode(isOn: boolean): void {
  clubStore.set(pageFlagsAtom, (flags) => ({
    ...flags,
    isEditModeOn: isOn,
    isAddNewTemplateModeOn: isOn ? flags.isAddNewTemplateModeOn : false,
  }));
}

export function toggleAddTemplateMode(): void {
  clubStore.set(pageFlagsAtom, (flags) => ({ ...flags, isAddNewTemplateModeOn: !flags.isAddNewTemplateModeOn }));
}
