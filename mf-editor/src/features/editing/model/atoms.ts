import { atom } from 'jotai';
import { clubStore, type EditorPresence, type InfoModalVariant, type Schedule } from '@club/shared';

/** The three draft copies of §3: the page, the footer and the social media row. */
export type Part = 'page' | 'footer' | 'socialMedia';
export const parts: Part[] = ['page', 'footer', 'socialMedia'];

/**
 * The template being edited in the modal (index within its part's content). `isAdding`: it was
 * just added from the chooser, so cancelling takes it out again instead of leaving it empty.
 */
export const editingAtom = atom<{ part: Part; index: number; isAdding?: boolean } | null>(null);
/** Position at which the template chooser adds a template (add-template mode). */
export const chooserAtom = atom<number | null>(null);
export type EditorModal = 'create' | 'delete' | 'history' | 'schedule' | 'discard' | null;
export const modalAtom = atom<EditorModal>(null);
export const infoAtom = atom<{ variant: InfoModalVariant; message?: string } | null>(null);
/** A save refused with 409: who saved in between, for which copy. */
export const conflictAtom = atom<{ part: Part; message: string } | null>(null);
/** The menu item whose rename dialog is open (opened from its button in the navigation). */
export const renameTargetAtom = atom<{ id: string; name: string } | null>(null);
/** The menu item whose remove confirmation is open. */
export const removeTargetAtom = atom<{ id: string; name: string } | null>(null);
/** The current page's latest schedule as last read (null: none); bumped after every change. */
export type ScheduleState = { contentId: string; schedule: Schedule | null } | null;
export const scheduleAtom = atom<ScheduleState>(null);
/** The published page's blocks lacking a translation, per language (read after each save). */
export const untranslatedAtom = atom<{ contentId: string; de: string[]; en: string[] } | null>(null);

/** Who else is in edit mode on the current page, as the API last said (null: not in edit mode). */
export const presenceAtom = atom<{ contentId: string; presence: EditorPresence } | null>(null);
/** Someone else holds the page (issue 34 item 5): this editor watches read-only. */
export const isWatching = (presence: EditorPresence | undefined): boolean => !!presence?.holder && !presence.isHolder;
export const isReadOnlyAtom = atom((get) => isWatching(get(presenceAtom)?.presence));
/** For code outside React (draft changes, undo): nothing changes the draft while watching. */
export const isReadOnlyNow = (): boolean => clubStore.get(isReadOnlyAtom);
