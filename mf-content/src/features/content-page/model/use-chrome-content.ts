import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { clubStore, contentAtom, menusAtom, menusLoadedAtom, type ContentPage } from '@club/shared';
import { fetchContent } from '../api/content';

let requested = false;

async function loadCopy(key: 'footer' | 'socialMedia', contentId: string): Promise<void> {
  try {
    const content: ContentPage = await fetchContent(contentId);
    clubStore.set(contentAtom, (copies) => ({
      published: { ...copies.published, [key]: content },
      draft: { ...copies.draft, [key]: content },
    }));
  } catch (error) {
    console.error(`Loading the ${key} content failed`, error);
  }
}

/** Loads the footer and social-media contents once the menus say where they are (once a session). */
export function useChromeContent(): void {
  const isLoaded = useAtomValue(menusLoadedAtom);
  const { footerMenu, socialMediaMenu } = useAtomValue(menusAtom);
  useEffect(() => {
    if (!isLoaded || requested) return;
    requested = true;
    if (footerMenu?.contentId) void loadCopy('footer', footerMenu.contentId);
    if (socialMediaMenu?.contentId) void loadCopy('socialMedia', socialMediaMenu.contentId);
  }, [isLoaded, footerMenu, socialMediaMenu]);
}
