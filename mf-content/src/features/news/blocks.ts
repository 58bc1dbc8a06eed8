// The news blocks, loaded lazily by the block registry (features/blocks/registry.ts).
export { HomeNewsBlock } from './components/HomeNewsBlock';
export { FullNewsBlock } from './components/FullNewsBlock';
