import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ClubProviders, clubStore, initI18n, menusAtom, type MenuItem } from '@club/shared';
import '../../../locales';
import { createMenu, createPage } from '../api/content-api';
import { modalAtom } from '../model/atoms';
import { CreatePageModal } from './CreatePageModal';

jest.mock('../api/content-api', () => ({ createPage: jest.fn(), createMenu: jest.fn() }));
const created = jest.mocked(createPage);
const createdMenu = jest.mocked(createMenu);

const item = (path: string, children: MenuItem[] = []): MenuItem => ({
  id: path,
  path,
  name: path.split('/').pop()!,
  contentId: null,
  parentId: null,
  children,
  position: 0,
});

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

const open = () => act(() => clubStore.set(modalAtom, 'create'));
const dialog = () => screen.getByRole('dialog');
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value: text } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const bannerTitle = () => screen.getByRole('textbox', { name: /^Titel/ });

/** Step 1 in the footer (Information), step 2 the banner as it comes, then create. */
async function createFooterPage(name: string) {
  open();
  expect(screen.getByRole('textbox', { name: /^Seitentitel/ })).toHaveValue('');
  fireEvent.click(screen.getByRole('radio', { name: 'Fußzeile (Information)' }));
  type('Seitentitel', name);
  click('Weiter');
  const shownTitle = (bannerTitle() as HTMLInputElement).value;
  click('Seite erstellen');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return shownTitle;
}

// Two page creations through the modal take seconds on a busy 2-core machine.
jest.setTimeout(20_000);

describe('CreatePageModal', () => {
  beforeEach(() => {
    initI18n('?lang=de');
    created.mockReset().mockResolvedValue({ menu: null } as never);
    createdMenu.mockReset();
    clubStore.set(menusAtom, {
      headerMenu: item('/header', [item('/header/sports', [item('/header/sports/ball-sports')])]),
      topMenu: item('/top'),
      footerMenu: item('/footer', [item('/footer/information', [item('/footer/information/news')])]),
      socialMediaMenu: null,
      homeMenu: item('/home'),
      pageMenu: null,
    });
    render(
      <ClubProviders>
        <MemoryRouter>
          <CreatePageModal />
          <Address />
        </MemoryRouter>
      </ClubProviders>,
    );
  });

  it('starts every opening with a new form: the second page gets its own name', async () => {
    expect(await createFooterPage('Seite Eins')).toBe('Seite Eins');
    expect(await createFooterPage('Seite Zwei')).toBe('Seite Zwei');
    expect(created.mock.calls.map(([page]) => page.name)).toEqual(['Seite Eins', 'Seite Zwei']);
    // The editor navigates to the new page after the save: on a busy machine a moment later.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/information/seite_zwei'),
    );
  });

  it('opens a page under a new sub-section at the address the server gives it', async () => {
    createdMenu.mockResolvedValue({ ...item('/header/sports/neue_sparte'), id: 'new-sub-section' });
    open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Bereich' }), { target: { value: '/header/sports' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Unterbereich' }), { target: { value: '__new__' } });
    type('Name des neuen Unterbereichs', 'Neue Sparte');
    type('Seitentitel', 'Seite Drei');
    expect(dialog()).toHaveTextContent('Hauptmenü › sports › Neue Sparte › Seite Drei');
    click('Weiter');
    click('Seite erstellen');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(createdMenu).toHaveBeenCalledWith({ name: 'Neue Sparte', parentId: '/header/sports' });
    expect(created.mock.calls[0]![0].menuDto).toEqual({ name: 'Seite Drei', parentId: 'new-sub-section' });
    // The site finds the page by the path the server built from the names (§5 segments). The
    // navigation lands after the dialog closed: on a busy machine a moment later.
    await waitFor(
      () =>
        expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
          /^\/sports\/neue_sparte\/seite_drei$/,
        ),
      { timeout: 20_000 },
    );
  }, 30_000);
});
