// Public API of the blocks feature.
export { BlockList } from './BlockList';
export { parseVideoLink, isValidVideoLink } from './lib/video';
