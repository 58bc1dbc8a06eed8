import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiDataProvider, ClubProviders, markHydratedData } from '@club/shared';
import { eventOf, loadEnglishEventTexts } from '../testing/event-form';
import { fetchEvents } from '../api/events';
import { EventsListPage } from './EventsListPage';

jest.mock('../api/events', () => ({ fetchEvents: jest.fn() }));
const load = jest.mocked(fetchEvents);

beforeAll(loadEnglishEventTexts);

// /events as the browser hydrates it: the list the server rendered with is on screen at once;
// the free places (the rendered page may be an older cached copy) are asked again after that.
it('shows the server-rendered events at once, then the current free places in the same place', async () => {
  const rendered = eventOf({ placesLeft: 12 });
  load.mockResolvedValue([eventOf({ placesLeft: 11 })]);
  markHydratedData(['events/list']);
  render(
    <ClubProviders>
      <ApiDataProvider value={{ fallback: { 'events/list': [rendered] } }}>
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
  expect(load).toHaveBeenCalledTimes(1);
});
