import { useAtomValue } from 'jotai';
import { organizationAtom, useDocumentHead } from '@club/shared';

/** 'Page | Club name' for a page title (the club name alone when there is no page name). */
export function pageTitle(name: string | null | undefined, clubName: string | null | undefined): string {
  const parts = [name?.trim(), clubName?.trim()].filter(Boolean);
  return parts.join(' | ');
}

export interface PageSummary {
  description?: string;
  /** The picture a phone paints largest first: preloaded by the server-rendered HTML. */
  picture?: string;
  status?: 200 | 404;
}

/**
 * The page's title ('Page | Club'), description and picture: in the server-rendered <head>, and
 * in the browser tab while mounted. `null` leaves them unchanged (still loading).
 */
export function usePageTitle(name: string | null, summary: PageSummary = {}): void {
  const organization = useAtomValue(organizationAtom);
  const clubName = organization?.companyName || organization?.name || '';
  const { description, picture, status } = summary;
  useDocumentHead(
    name === null
      ? null
      : { title: pageTitle(name, clubName), description, image: picture, lcpImage: picture, status: status ?? 200 },
  );
}
