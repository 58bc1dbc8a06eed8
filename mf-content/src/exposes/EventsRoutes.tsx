import { Suspense } from 'react';
import { lazyPart } from '../components/lazy-block';

// The page is a chunk of its own (with the events feature's texts): only /events loads it.
const EventsListPage = lazyPart(() => import('../features/events/pages'), 'EventsListPage');

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
