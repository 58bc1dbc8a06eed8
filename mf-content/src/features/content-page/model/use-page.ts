import { useEffect } from 'react';
import { clubStore, contentAtom, isServerRender, pageFlagsAtom, type ContentPage } from '@club/shared';
import { getContent } from '@club/shared/contracts/endpoints/content-reads';
import { useCall } from '@club/shared/data/use-call';

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
  // Keyed by the call (GET content/{id}): the page and the layout's footer share one request.
  const { data: page, error } = useCall(getContent, { params: { id: contentId } }, { onError: logFailure });

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
