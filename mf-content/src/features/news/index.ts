// Public API of the news feature: pages for NewsRoutes and pure helpers other features reuse.
// The GRID / FULL_GRID blocks live in ./blocks (a separate lazy chunk).
export { formatPublishedDate, isoDate } from './lib/dates';
export { newsCategory } from './lib/news-content';
