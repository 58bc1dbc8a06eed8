import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubProviders } from './ClubProviders';
import { RemoteComponent } from './RemoteComponent';
import { setRemoteLoader } from './loader';
import { initI18n } from '../i18n/instance';

// Stands in for mf-content/Layout: the props are that module's typed contract.
function Greeting({ children }: { children?: ReactNode }) {
  return <p>Hello {children}</p>;
}

describe('RemoteComponent', () => {
  beforeAll(() => initI18n('?lang=en'));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote module with its props', async () => {
    setRemoteLoader(async () => ({ default: Greeting as never }));
    // use() suspends on the remote's promise: render inside an awaited act.
    await act(async () => {
      render(
        <ClubProviders>
          <RemoteComponent id="mf-content/Layout" props={{ children: 'Anna' }} />
        </ClubProviders>,
      );
    });
    expect(await screen.findByText('Hello Anna')).toBeInTheDocument();
  });

  it('shows the bilingual fallback when the remote is down, and loads it on retry', async () => {
    let isUp = false;
    setRemoteLoader(async () => {
      if (!isUp) throw new Error('manifest 404');
      return { default: Greeting as never };
    });
    // use() suspends on the remote's promise: render inside an awaited act.
    await act(async () => {
      render(
        <ClubProviders>
          <RemoteComponent id="mf-editor/Editor" />
        </ClubProviders>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page is not available right now');
    isUp = true;
    const retry = screen.getByRole('button', { name: 'Try again' });
    await act(async () => {
      await userEvent.click(retry);
    });
    expect(await screen.findByText(/^Hello/)).toBeInTheDocument();
  });

  it('keeps the given fallback content visible when the remote fails', async () => {
    setRemoteLoader(async () => {
      throw new Error('down');
    });
    // use() suspends on the remote's promise: render inside an awaited act.
    await act(async () => {
      render(
        <ClubProviders>
          <RemoteComponent id="mf-training/TrainingPage" fallback={<main>Page body</main>} />
        </ClubProviders>,
      );
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
  });
});
