// Public API of the events feature (issue 35 item 3): its EVENT block as a lazy chunk (composed
// by the block registry). A page without an EVENT block downloads nothing of it; the sign-up
// form is a further chunk, loaded when the visitor opens it.
import { lazyBlock } from '../../components/lazy-block';

export const eventBlocks = {
  EVENT: lazyBlock(() => import('./blocks'), 'EventBlock'),
};
