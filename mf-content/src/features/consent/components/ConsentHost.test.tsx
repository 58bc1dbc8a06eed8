import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubProviders, clubStore, initI18n } from '@club/shared';
import { consentAtom, isConsentModalOpenAtom } from '../model/consent-atoms';
import { ConsentHost } from './ConsentHost';
import { ConsentGate } from './ConsentGate';

beforeAll(() => {
  initI18n('?lang=en');
});

beforeEach(() => {
  window.localStorage.clear();
  clubStore.set(consentAtom, null);
  clubStore.set(isConsentModalOpenAtom, false);
});

function renderHost(reloadPage = jest.fn()) {
  render(
    <ClubProviders>
      <ConsentGate toolId="youtube">
        <p>video frame</p>
      </ConsentGate>
      <ConsentHost reloadPage={reloadPage} />
    </ClubProviders>,
  );
  return reloadPage;
}

describe('ConsentHost', () => {
  it('opens on a first visit and saving writes the choice to storage, then reloads once', async () => {
    const user = userEvent.setup();
    const reloadPage = renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Privacy settings' });
    expect(dialog).toHaveTextContent('cannot be shown without your acceptance');

    await user.click(screen.getByRole('switch', { name: /YouTube/ }));
    await user.click(screen.getByRole('button', { name: 'Save selection' }));

    expect(JSON.parse(window.localStorage.getItem('consentAcceptance') ?? 'null')).toEqual({
      youtube: true,
      vimeo: false,
      instagram: false,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('video frame')).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the content hidden behind a warning that opens the settings', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('consentAcceptance', '{"youtube":false}');
    clubStore.set(consentAtom, { youtube: false });
    const reloadPage = renderHost();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('video frame')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open privacy settings' }));
    await user.click(screen.getByRole('button', { name: 'Accept all' }));

    expect(screen.getByText('video frame')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
