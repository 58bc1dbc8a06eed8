import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { contentAtom } from '@club/shared';
import { dropDraft, keepDraft } from '../api/content-api';
import { isContentChanged } from '../lib/template-ops';
import type { Part } from './atoms';

/** A pause in typing this long sends the draft: often enough to lose little, rarely enough to stay quiet. */
export const autosaveDelayMs = 2000;

/**
 * Keeps one copy's unsaved draft on the server while it differs from the published copy, and
 * drops it once it no longer does (saved, discarded or scheduled). The footer and the social
 * media row are pages of their own on the server, so they are kept like the page, by their id.
 */
function useAutosavePart(part: Part): void {
  const { draft, published } = useAtomValue(contentAtom);
  const copy = draft[part];
  const isChanged = isContentChanged(copy, published[part]);
  const keptFor = useRef<string | null>(null);

  useEffect(() => {
    if (!copy) return;
    if (!isChanged) {
      if (keptFor.current === copy.id) {
        keptFor.current = null;
        dropDraft(copy.id).catch((e: unknown) => console.warn('Dropping the autosaved draft failed', e));
      }
      return;
    }
    const timer = window.setTimeout(() => {
      keptFor.current = copy.id;
      keepDraft(copy).catch((e: unknown) => console.warn('Autosaving the draft failed', e));
    }, autosaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [copy, isChanged]);
}

/** Autosaves the page, the footer and the social media row (one hook each: the list never changes). */
export function useAutosave(): void {
  useAutosavePart('page');
  useAutosavePart('footer');
  useAutosavePart('socialMedia');
}
