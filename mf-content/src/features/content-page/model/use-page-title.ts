import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { organizationAtom } from '@club/shared';

/** 'Page | Club name' for a page title (the club name alone when there is no page name). */
export function pageTitle(name: string | null | undefined, clubName: string | null | undefined): string {
  const parts = [name?.trim(), clubName?.trim()].filter(Boolean);
  return parts.join(' | ');
}

/**
 * Sets the browser tab's title to the page name and the club name while mounted. Runs in an
 * effect only, so it is safe when the page is rendered on the server. `null` leaves it unchanged
 * (still loading).
 */
export function usePageTitle(name: string | null): void {
  const organization = useAtomValue(organizationAtom);
  const clubName = organization?.companyName || organization?.name || '';
  useEffect(() => {
    if (name === null) return;
    const title = pageTitle(name, clubName);
    if (title) document.title = title;
  }, [name, clubName]);
}
