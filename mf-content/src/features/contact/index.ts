// Public API of the contact feature: its CONTACT block as a lazy chunk (composed by the block
// registry) and the pure opening-hours helpers.
import { lazyBlock } from '../../components/lazy-block';

export const contactBlocks = {
  CONTACT: lazyBlock(() => import('./blocks'), 'ContactBlock'),
};
export { formatOpeningDay, formatOpeningHours, splitLines } from './lib/opening-hours';
