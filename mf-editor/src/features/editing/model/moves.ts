import { atom } from 'jotai';
import { clubStore, pageFlagsAtom } from '@club/shared';
import { moveTemplate } from '../lib/block-moves';
import { updateDraft } from './draft';

/** The last move by the buttons, said by a live region ("Text ist jetzt Block 3 von 4"). */
export const lastMoveAtom = atom<{ type: string; position: number; count: number } | null>(null);

/**
 * Where the keyboard focus goes after a move by the buttons: the moved block's button of the
 * same direction (React moves the block's DOM node, and a moved node loses the focus).
 */
export const focusAfterMove: { position: number; direction: -1 | 1 } = { position: -1, direction: 1 };

/** Moves a block of the page's draft: one undo step (updateDraft records it). */
export function moveBlock(from: number, to: number): void {
  const { isHomePage } = clubStore.get(pageFlagsAtom);
  updateDraft('page', (page) => moveTemplate(page, from, to, { isHomePage }));
}

/** One step up or down by the buttons, announced, the focus kept on the moved block's button. */
export function stepBlock(from: number, direction: -1 | 1, type: string, count: number): void {
  moveBlock(from, from + direction);
  Object.assign(focusAfterMove, { position: from + direction, direction });
  clubStore.set(lastMoveAtom, { type, position: from + direction + 1, count });
}
