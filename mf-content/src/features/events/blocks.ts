// The EVENT block, loaded lazily by the block registry (features/blocks/registry.ts).
export { EventBlock } from './components/EventBlock';
