import { clubStore, contentAtom, pageFlagsAtom, type ContentPage } from '@club/shared';
import { isReadOnlyNow, type Part } from './atoms';
import { recordStep, resetUndo } from './undo';

/**
 * Edits apply to the draft copy only (§4); each is an undo step (issue 34), typing in one field
 * (`group`: the value's id) one step per run.
 */
export function updateDraft(part: Part, change: (content: ContentPage) => ContentPage, group?: string): void {
  // Watching while someone else holds the page: the draft stays as it is (issue 34 item 5).
  if (isReadOnlyNow()) return;
  const before = clubStore.get(contentAtom).draft;
  const current = before[part];
  if (!current) return;
  const next = change(current);
  if (next === current) return;
  recordStep(before, group);
  clubStore.set(contentAtom, (copies) => ({ ...copies, draft: { ...copies.draft, [part]: next } }));
}

/** A save's answer becomes both the published and the draft copy. */
export function publish(part: Part, content: ContentPage | null): void {
  resetUndo();
  clubStore.set(contentAtom, (copies) => ({
    published: { ...copies.published, [part]: content },
    draft: { ...copies.draft, [part]: content },
  }));
}

/** Remove changes: content, footer and social media back to the published copy (§4). */
export function discardDrafts(): void {
  if (isReadOnlyNow()) return;
  // An undo step: "Rückgängig" brings the discarded changes back.
  recordStep(clubStore.get(contentAtom).draft);
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
