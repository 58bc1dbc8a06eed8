// Public API of the news feature: its blocks (lazy chunks, composed by the block registry) and
// pure helpers. The /news routes' pages are in ./pages (used by exposes/NewsRoutes.tsx only).
import { lazyBlock } from '../../components/lazy-block';

export const newsBlocks = {
  // One chunk each: the home page's news block does not bring the paged grid of the news page.
  GRID: lazyBlock(() => import('./components/HomeNewsBlock'), 'HomeNewsBlock'),
  FULL_GRID: lazyBlock(() => import('./components/FullNewsBlock'), 'FullNewsBlock'),
};
export { newsCategory } from './lib/news-content';
