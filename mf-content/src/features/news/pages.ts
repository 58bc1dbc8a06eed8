// The /news routes' pages (used by exposes/NewsRoutes.tsx).
export { NewsListPage } from './components/NewsListPage';
export { NewsDetail } from './components/NewsDetail';
