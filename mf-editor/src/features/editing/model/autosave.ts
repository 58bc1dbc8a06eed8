import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { contentAtom } from '@club/shared';
import { dropDraft, keepDraft } from '../api/content-api';
import { isContentChanged } from '../lib/template-ops';

/** A pause in typing this long sends the draft: often enough to lose little, rarely enough to stay quiet. */
export const autosaveDelayMs = 2000;

/**
 * Keeps the page's unsaved draft on the server while it differs from the published page, and
 * drops it once it no longer does (saved, discarded or scheduled).
 */
export function useAutosave(): void {
  const { draft, published } = useAtomValue(contentAtom);
  const page = draft.page;
  const isChanged = isContentChanged(page, published.page);
  const keptFor = useRef<string | null>(null);

  useEffect(() => {
    if (!page) return;
    if (!isChanged) {
      if (keptFor.current === page.id) {
        keptFor.current = null;
        dropDraft(page.id).catch((e: unknown) => console.warn('Dropping the autosaved draft failed', e));
      }
      return;
    }
    const timer = window.setTimeout(() => {
      keptFor.current = page.id;
      keepDraft(page).catch((e: unknown) => console.warn('Autosaving the draft failed', e));
    }, autosaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [page, isChanged]);
}
