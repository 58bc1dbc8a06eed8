import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { clubStore, contentAtom, isServerRender, menusAtom, menusLoadedAtom, type ContentPage } from '@club/shared';
import { getContent } from '@club/shared/contracts/endpoints/content-reads';
import { useCall } from '@club/shared/data/use-call';

/** Loads one chrome content (footer, social media) once its menu names it, and publishes it. */
function useChromeCopy(key: 'footer' | 'socialMedia', contentId: string | null | undefined): void {
  const { data: content } = useCall(getContent, contentId ? { params: { id: contentId } } : null, {
    onError: (error) => console.error(`Loading the ${key} content failed`, error),
  });
  // As usePage: the server publishes while rendering, the browser in an effect.
  if (isServerRender && content) publish(key, content);
  useEffect(() => {
    if (content) publish(key, content);
  }, [key, content]);
}

/** Publishes unless already there (seeded by the server: an update would disturb hydration). */
function publish(key: 'footer' | 'socialMedia', content: ContentPage): void {
  const { published, draft } = clubStore.get(contentAtom);
  if (published[key] === content && draft[key] === content) return;
  clubStore.set(contentAtom, (copies) => ({
    published: { ...copies.published, [key]: content },
    draft: { ...copies.draft, [key]: content },
  }));
}

/** Loads the footer and social-media contents once the menus say where they are. */
export function useChromeContent(): void {
  const isLoaded = useAtomValue(menusLoadedAtom);
  const { footerMenu, socialMediaMenu } = useAtomValue(menusAtom);
  useChromeCopy('footer', isLoaded ? footerMenu?.contentId : null);
  useChromeCopy('socialMedia', isLoaded ? socialMediaMenu?.contentId : null);
}
