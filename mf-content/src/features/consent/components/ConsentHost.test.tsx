import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ClubProviders, clubStore, initI18n, renderHintsAtom } from '@club/shared';
import { consentAtom, isConsentModalOpenAtom } from '../model/consent-atoms';
import { ConsentHost } from './ConsentHost';
import { ConsentGate } from './ConsentGate';

beforeAll(() => {
  initI18n('?lang=en');
});

const location = { origin: '', host: '', hostname: '', protocol: 'http:', port: '', href: '' };

/** The page as the server rendered it for a visitor whose consent cookie said `consent`. */
function renderedWith(consent: Record<string, boolean> | null) {
  clubStore.set(renderHintsAtom, { location, isMobile: false, consent });
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'consentAcceptance=; path=/; max-age=0';
  clubStore.set(consentAtom, undefined);
  clubStore.set(isConsentModalOpenAtom, null);
  renderedWith(null);
});

const page = (reloadPage = jest.fn()) => (
  <ClubProviders>
    <ConsentGate toolId="youtube">
      <p>video frame</p>
    </ConsentGate>
    <ConsentHost reloadPage={reloadPage} />
  </ClubProviders>
);

describe('ConsentHost', () => {
  it('is in the server’s HTML on a first visit, and absent (with the accepted video) once decided', () => {
    const firstVisit = renderToString(page());
    expect(firstVisit).toContain('role="dialog"');
    expect(firstVisit).toContain('Privacy settings');
    expect(firstVisit).not.toContain('video frame');

    renderedWith({ youtube: true, vimeo: false, instagram: false });
    const returning = renderToString(page());
    expect(returning).not.toContain('role="dialog"');
    expect(returning).toContain('video frame');
  });

  it('saves the choice to local storage and to the cookie the server reads, then reloads once', async () => {
    const user = userEvent.setup();
    const reloadPage = jest.fn();
    render(page(reloadPage));
    expect(screen.getByRole('dialog', { name: 'Privacy settings' })).toHaveTextContent(
      'cannot be shown without your acceptance',
    );

    await user.click(screen.getByRole('switch', { name: /YouTube/ }));
    await user.click(screen.getByRole('button', { name: 'Save selection' }));

    expect(JSON.parse(window.localStorage.getItem('consentAcceptance') ?? 'null')).toEqual({
      youtube: true,
      vimeo: false,
      instagram: false,
    });
    expect(document.cookie).toContain('consentAcceptance=instagram:0|vimeo:0|youtube:1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('video frame')).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('follows a choice saved before the cookie existed, and writes the cookie for the next page', async () => {
    window.localStorage.setItem('consentAcceptance', '{"youtube":true,"vimeo":false,"instagram":false}');
    render(page());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('video frame')).toBeInTheDocument();
    expect(document.cookie).toContain('consentAcceptance=instagram:0|vimeo:0|youtube:1');
  });

  it('keeps the content hidden behind a warning that opens the settings', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('consentAcceptance', '{"youtube":false}');
    renderedWith({ youtube: false });
    const reloadPage = jest.fn();
    render(page(reloadPage));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('video frame')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open privacy settings' }));
    await user.click(screen.getByRole('button', { name: 'Accept all' }));

    expect(screen.getByText('video frame')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
