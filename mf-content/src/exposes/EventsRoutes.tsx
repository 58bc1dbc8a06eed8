import { lazy, Suspense } from 'react';

// The page is a chunk of its own (with the events feature's texts): only /events loads it.
const EventsListPage = lazy(() => import('../features/events/pages').then((m) => ({ default: m.EventsListPage })));

/** Mounted by the shell at /events/*: the club's coming events (issue 35 item 3). */
export default function EventsRoutes() {
  return (
    <main id="main-content" className="events-routes" tabIndex={-1}>
      <Suspense fallback={null}>
        <EventsListPage />
      </Suspense>
    </main>
  );
}
