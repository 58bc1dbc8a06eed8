import { useEffect } from 'react';
import { clubStore, contentAtom, isServerRender, pageFlagsAtom, useApiData, type ContentPage } from '@club/shared';
import { fetchContent } from '../api/content';

/** The cache key of a content page: the page and the layout's footer share one request. */
export const contentKey = (contentId: string) => `content/${contentId}`;

/**
 * Publishes the page unless the store already holds it: a server-rendered page arrives with it
 * seeded, and an update now would make React drop the server's markup of blocks still hydrating
 * (they would flash their placeholders: a layout shift).
 */
function publishPage(page: ContentPage, isHomePage: boolean): void {
  const { published, draft } = clubStore.get(contentAtom);
  const isPublished = published.page === page && draft.page === page;
  if (isPublished && clubStore.get(pageFlagsAtom).isHomePage === isHomePage) return;
  clubStore.set(contentAtom, (copies) => ({
    published: { ...copies.published, page },
    draft: { ...copies.draft, page },
  }));
  clubStore.set(pageFlagsAtom, (flags) => ({ ...flags, isHomePage }));
}

const logFailure = (error: unknown) => console.error('Loading a content failed', error);

/** Fetches a page and publishes it (published and draft copies) for the layout and the editor. */
export function usePage(contentId: string, isHomePage: boolean): { page: ContentPage | null; isFailed: boolean } {
  const { data: page, error } = useApiData(contentKey(contentId), () => fetchContent(contentId), {
    onError: logFailure,
  });

  // The server publishes while rendering (no effects run there); the browser after rendering.
  if (isServerRender && page) publishPage(page, isHomePage);
  useEffect(() => {
    if (page) publishPage(page, isHomePage);
  }, [page, isHomePage]);

  return { page: page ?? null, isFailed: Boolean(error) };
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
