import { atom } from 'jotai';
import type { ContentPage, MenuItem, Organization, SessionUser, SiteConfig } from '../contracts';
import { readStoredUser } from './session-storage';

export const sessionAtom = atom<SessionUser | null>(readStoredUser());
export const organizationAtom = atom<Organization | null>(null);

export interface Menus {
  headerMenu: MenuItem | null;
  topMenu: MenuItem | null;
  footerMenu: MenuItem | null;
  socialMediaMenu: MenuItem | null;
  homeMenu: MenuItem | null;
  pageMenu: MenuItem | null;
}
export const emptyMenus: Menus = {
  headerMenu: null,
  topMenu: null,
  footerMenu: null,
  socialMediaMenu: null,
  homeMenu: null,
  pageMenu: null,
};
export const menusAtom = atom<Menus>(emptyMenus);
/** False until menu/main answered (or failed): lets routing wait instead of flashing not-found. */
export const menusLoadedAtom = atom(false);

export interface ContentCopies {
  page: ContentPage | null;
  footer: ContentPage | null;
  socialMedia: ContentPage | null;
}
const emptyCopies: ContentCopies = { page: null, footer: null, socialMedia: null };
/** Published copy and the editor's draft copy (content-management.md §3 and §4). */
export const contentAtom = atom<{ published: ContentCopies; draft: ContentCopies }>({
  published: emptyCopies,
  draft: emptyCopies,
});

export interface PageFlags {
  isEditModeOn: boolean;
  isAddNewTemplateModeOn: boolean;
  isTrainingPage: boolean;
  isHomePage: boolean;
}
export const pageFlagsAtom = atom<PageFlags>({
  isEditModeOn: false,
  isAddNewTemplateModeOn: false,
  isTrainingPage: false,
  isHomePage: false,
});

/** Number of tracked API requests in flight; the shell shows the loading overlay while > 0. */
export const pendingRequestsAtom = atom(0);

/** Set by a remote that fails to load, so the shell can tell which slot fell back. */
export const failedRemotesAtom = atom<string[]>([]);

/** Runtime settings from /site-config.json (login address override, API base, default org). */
export const siteConfigAtom = atom<SiteConfig>({
  apiBaseUrl: '/api',
  loginUrl: null,
  defaultOrganization: 'demo',
});

/** The logged-in user's profile image URL once known (the top bar's avatar shows it). */
export const profileImageAtom = atom<string | null>(null);
