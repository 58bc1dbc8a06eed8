// The CONTACT block, loaded lazily by the block registry (features/blocks/registry.ts).
export { ContactBlock } from './components/ContactBlock';
