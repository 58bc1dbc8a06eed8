import type { MenuItem } from '@club/shared';

// Menus shaped like the demo club's, for component tests.
let next = 0;
export function menuItem(path: string, name: string, options: Partial<MenuItem> = {}): MenuItem {
  next += 1;
  return { id: `m${next}`, path, name, contentId: null, parentId: null, children: [], position: 0, ...options };
}

export const headerMenu = menuItem('/header', 'Global Navigation', {
  children: [
    menuItem('/header/sports', 'Sports', {
      children: [
        menuItem('/header/sports/ball-sports', 'Ball sports', {
          icon: { name: 'ball', type: 'sport' },
          children: [
            menuItem('/header/sports/ball-sports/football', 'Football', { contentId: 'c1' }),
            menuItem('/header/sports/ball-sports/handball', 'Handball', { contentId: 'c2' }),
          ],
        }),
        menuItem('/header/sports/water-sports', 'Water sports', {
          icon: { name: 'water', type: 'sport' },
          children: [menuItem('/header/sports/water-sports/swimming', 'Swimming', { contentId: 'c3' })],
        }),
      ],
    }),
    menuItem('/header/who-we-are', 'Who we are', { contentId: 'c4' }),
    menuItem('https://fanshop.example.org', 'Fanshop'),
  ],
});

export const topMenu = menuItem('/top', 'Top Navigation', {
  children: [
    menuItem('/top/members', 'Members'),
    menuItem('/top/become-a-member', 'Become a member', { contentId: 'c5' }),
  ],
});
