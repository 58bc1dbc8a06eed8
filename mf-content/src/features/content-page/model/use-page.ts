import { useEffect, useState } from 'react';
import { clubStore, contentAtom, pageFlagsAtom, type ContentPage } from '@club/shared';
import { fetchContent } from '../api/content';

type PageState = { contentId: string; page: ContentPage | null; isFailed: boolean };

/** Fetches a page and publishes it (published and draft copies) for the layout and the editor. */
export function usePage(contentId: string, isHomePage: boolean): { page: ContentPage | null; isFailed: boolean } {
  const [state, setState] = useState<PageState | null>(null);

  useEffect(() => {
    let isCurrent = true;
    fetchContent(contentId).then(
      (page) => {
        if (!isCurrent) return;
        clubStore.set(contentAtom, (copies) => ({
          published: { ...copies.published, page },
          draft: { ...copies.draft, page },
        }));
        clubStore.set(pageFlagsAtom, (flags) => ({ ...flags, isHomePage }));
        setState({ contentId, page, isFailed: false });
      },
      (error: unknown) => {
        console.error(`Loading the content ${contentId} failed`, error);
        if (isCurrent) setState({ contentId, page: null, isFailed: true });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [contentId, isHomePage]);

  const current = state?.contentId === contentId ? state : null;
  return { page: current?.page ?? null, isFailed: current?.isFailed ?? false };
}

/** Forgets the page when leaving content pages, so the sub-page menu does not linger on /members. */
export function useForgetPageOnLeave(): void {
  useEffect(
    () => () => {
      clubStore.set(contentAtom, (copies) => ({
        published: { ...copies.published, page: null },
        draft: { ...copies.draft, page: null },
      }));
      clubStore.set(pageFlagsAtom, (flags) => ({ ...flags, isHomePage: false }));
    },
    [],
  );
}
