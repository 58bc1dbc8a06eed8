import { atom } from 'jotai';
import { clubStore, contentAtom, type ContentCopies } from '@club/shared';
import { isReadOnlyNow } from './atoms';

type Drafts = ContentCopies;

/** At least 100 steps back (issue 34); older steps drop off. */
export const undoLimit = 200;
/** Typing in one field is one step until a pause this long (or leaving the field). */
export const typingPauseMs = 1000;

interface UndoState {
  past: Drafts[];
  future: Drafts[];
  /** The field of the typing run that is still one step (null: the next change starts a step). */
  group: string | null;
  at: number;
}

/**
 * Undo and redo over the whole draft: page, footer and social media (blocks, entries, values,
 * order). The steps stay while the draft is autosaved (autosave reads the draft, it does not
 * change it); a save's answer or another version loaded (publish) starts a new history, since
 * the steps before it would undo what is now published under another version.
 */
export const undoAtom = atom<UndoState>({ past: [], future: [], group: null, at: 0 });

/** Called with the draft before a change; `group` (a value's id) joins a typing run to one step. */
export function recordStep(before: Drafts, group?: string): void {
  const state = clubStore.get(undoAtom);
  const now = Date.now();
  if (group && state.group === group && now - state.at < typingPauseMs) {
    clubStore.set(undoAtom, { ...state, at: now });
    return;
  }
  clubStore.set(undoAtom, {
    past: [...state.past, before].slice(-undoLimit),
    future: [],
    group: group ?? null,
    at: now,
  });
}

/** Leaving a field ends its typing run: the next keystroke there is a new step. */
export function endTypingRun(): void {
  const state = clubStore.get(undoAtom);
  if (state.group !== null) clubStore.set(undoAtom, { ...state, group: null });
}

export function resetUndo(): void {
  clubStore.set(undoAtom, { past: [], future: [], group: null, at: 0 });
}

/** A step's drafts with today's versions: undoing content must not undo the version a save needs. */
function withCurrentVersions(drafts: Drafts, current: Drafts): Drafts {
  const next = { ...drafts };
  for (const part of Object.keys(next) as Array<keyof Drafts>) {
    const page = next[part];
    const now = current[part];
    if (page && now) next[part] = { ...page, version: now.version } as never;
  }
  return next;
}

function step(from: 'past' | 'future'): void {
  if (isReadOnlyNow()) return;
  const state = clubStore.get(undoAtom);
  const target = state[from].at(-1);
  if (!target) return;
  const current = clubStore.get(contentAtom).draft;
  clubStore.set(contentAtom, (copies) => ({ ...copies, draft: withCurrentVersions(target, current) }));
  const to = from === 'past' ? 'future' : 'past';
  clubStore.set(undoAtom, {
    ...state,
    [from]: state[from].slice(0, -1),
    [to]: [...state[to], current],
    group: null,
  } as UndoState);
}

export const undo = () => step('past');
export const redo = () => step('future');

/** Where the browser's own undo applies (typing in a text field): the page's undo stays out. */
export function isTextEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
}

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo; null: not an undo key. */
export function undoKeyOf(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}
