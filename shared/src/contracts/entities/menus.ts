// Root menus are found by path in GET menu/main (content-management.md §7).
// A page's route is its menu path without the first segment: '/header/sports/x' -> '/sports/x'.
export const rootMenuPaths = {
  topMenu: '/top',
  headerMenu: '/header',
  homeMenu: '/home',
  footerMenu: '/footer',
  socialMediaMenu: '/social-media',
  pageMenu: '/page',
} as const;
export type RootMenuKey = keyof typeof rootMenuPaths;
