import { atom } from 'jotai';
import { clubStore, contentAtom } from '@club/shared';
import { accessibilityHints, type AccessibilityHint } from '@club/shared/contracts';

/**
 * The page's accessibility hints as of the last save (heading order, vague link texts): null
 * until a save checked them. Hints never block a save (issue 34, item 7).
 */
export const a11yHintsAtom = atom<AccessibilityHint[] | null>(null);

/** Checks the page draft; called when Save is pressed. */
export function checkAccessibility(): void {
  const page = clubStore.get(contentAtom).draft.page;
  clubStore.set(a11yHintsAtom, page ? accessibilityHints(page.templates) : []);
}

export const clearAccessibilityHints = (): void => clubStore.set(a11yHintsAtom, null);
