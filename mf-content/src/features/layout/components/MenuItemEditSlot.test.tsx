import { act, render, screen } from '@testing-library/react';
import { ClubProviders, clubStore, editorSlotAtom, pageFlagsAtom, type EditorSlot, type MenuItem } from '@club/shared';
import { MenuItemEditSlot } from './MenuItemEditSlot';

const item: MenuItem = {
  id: 'm1',
  path: '/header/sports/ball-sports',
  name: 'Ballsport',
  contentId: null,
  parentId: 'sports',
  children: [],
  position: 0,
};

// Stands in for the editor's controls: mf-content only hands the item over.
const slot = {
  BlockFrame: ({ children }) => <>{children}</>,
  ChromeFrame: ({ children }) => <>{children}</>,
  MenuItemControls: ({ item: menuItem }) => <button type="button">Rename {menuItem.name}</button>,
} satisfies EditorSlot;

describe('MenuItemEditSlot', () => {
  afterEach(() => {
    clubStore.set(editorSlotAtom, null);
    clubStore.set(pageFlagsAtom, (flags) => ({ ...flags, isEditModeOn: false }));
  });

  it('renders the editor’s controls for a menu item only while the editor is loaded and edit mode is on', () => {
    render(
      <ClubProviders>
        <MenuItemEditSlot item={item} />
      </ClubProviders>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => {
      clubStore.set(pageFlagsAtom, (flags) => ({ ...flags, isEditModeOn: true }));
    });
    // A visitor or member: no editor loaded, nothing rendered.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => clubStore.set(editorSlotAtom, slot));
    expect(screen.getByRole('button', { name: 'Rename Ballsport' })).toBeInTheDocument();
    act(() => {
      clubStore.set(pageFlagsAtom, (flags) => ({ ...flags, isEditModeOn: false }));
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
