// Public API of the blocks feature.
export { BlockList } from './BlockList';
