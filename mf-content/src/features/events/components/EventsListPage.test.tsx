import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  ApiDataProvider,
  ClubProviders,
  clubStore,
  markHydratedData,
  organizationAtom,
  pendingRequestsAtom,
} from '@club/shared';
import { listEvents } from '@club/shared/contracts/endpoints/events';
import { callKey } from '@club/shared/data/use-call';
import { answerApi } from '@club/shared/testing/api-answers';
import { eventOf, loadEnglishEventTexts } from '../testing/event-form';
import { EventsListPage } from './EventsListPage';

beforeAll(loadEnglishEventTexts);

// /events as the browser hydrates it: the list the server rendered with is on screen at once;
// the free places (the rendered page may be an older cached copy) are asked again after that.
it('shows the server-rendered events at once, then the current free places in the same place', async () => {
  const rendered = eventOf({ placesLeft: 12 });
  const sent = answerApi({ '/events': [eventOf({ placesLeft: 11 })] });
  clubStore.set(organizationAtom, { id: '7b0c7e1e-7a43-4a4a-9a53-8d1f2f6a0c11', name: 'demo' } as never);
  const key = callKey(listEvents, {})!;
  const busy: number[] = [];
  const unwatch = clubStore.sub(pendingRequestsAtom, () => busy.push(clubStore.get(pendingRequestsAtom)));
  markHydratedData([key]);
  render(
    <ClubProviders>
      <ApiDataProvider value={{ fallback: { [key]: [rendered] } }}>
        <MemoryRouter>
          <EventsListPage />
        </MemoryRouter>
      </ApiDataProvider>
    </ClubProviders>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Summer party' })).toBeInTheDocument();
  expect(screen.getByText(/Saturday,? 10 July 2027 · 15:00 · Clubhouse/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the event' })).toHaveAttribute('href', '/#event-ev-1');
  expect(await screen.findByText('11 places left')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  // Asked again in the background: the page is never shown as busy for it.
  expect(busy.filter((count) => count > 0)).toEqual([]);
  unwatch();
});
