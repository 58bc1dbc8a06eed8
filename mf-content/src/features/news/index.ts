// Public API of the news feature: its blocks (lazy chunks, composed by the block registry) and
// pure helpers. The /news routes' pages are in ./pages (used by exposes/NewsRoutes.tsx only).
import { lazyBlock } from '../../components/lazy-block';

export const newsBlocks = {
  GRID: lazyBlock(() => import('./blocks'), 'HomeNewsBlock'),
  FULL_GRID: lazyBlock(() => import('./blocks'), 'FullNewsBlock'),
};
export { newsCategory } from './lib/news-content';
