import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { contentAtom } from '@club/shared';
import { fetchUntranslated } from '../api/content-api';
import { untranslatedAtom } from './atoms';

/** Loads which blocks of the page lack a translation whenever the page (or its version) changes. */
export function useUntranslated(): void {
  const page = useAtomValue(contentAtom).published.page;
  const set = useSetAtom(untranslatedAtom);
  const contentId = page?.id;
  const version = page?.version;
  useEffect(() => {
    if (!contentId) return;
    fetchUntranslated(contentId).then(
      (missing) => set({ contentId, ...missing }),
      (e: unknown) => console.warn('Loading the translation state failed', e),
    );
  }, [contentId, version, set]);
}
