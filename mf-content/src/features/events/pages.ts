// The /events route's page (used by exposes/EventsRoutes.tsx).
export { EventsListPage } from './components/EventsListPage';
