// Public API of the blocks feature.
export { BlockList } from './BlockList';
export { sanitizeHtml } from './lib/sanitize';
export { valuesByName, elementValues } from './lib/values';
export { parseVideoLink, isValidVideoLink } from './lib/video';
export { BlockLink } from './components/BlockLink';
export { Gallery } from './components/Gallery';
