import { act, render, screen } from '@testing-library/react';
import { ClubProviders, clubStore, initI18n, pendingRequestsAtom } from '@club/shared';
import { LoadingOverlay, overlayDelayMs } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  beforeAll(() => initI18n('?lang=en'));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => clubStore.set(pendingRequestsAtom, 0));
    jest.useRealTimers();
  });

  const renderOverlay = () =>
    render(
      <ClubProviders>
        <LoadingOverlay />
      </ClubProviders>,
    );

  it('darkens the page while a request stays pending, and clears when it settles', () => {
    renderOverlay();
    act(() => clubStore.set(pendingRequestsAtom, 1));
    act(() => jest.advanceTimersByTime(overlayDelayMs));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => clubStore.set(pendingRequestsAtom, 0));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never shows for a request that finishes quickly', () => {
    renderOverlay();
    act(() => clubStore.set(pendingRequestsAtom, 1));
    act(() => jest.advanceTimersByTime(overlayDelayMs - 100));
    act(() => clubStore.set(pendingRequestsAtom, 0));
    act(() => jest.advanceTimersByTime(overlayDelayMs));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
