// Public API of the contact feature.
export { ContactBlock } from './components/ContactBlock';
export { formatOpeningDay, formatOpeningHours, splitLines } from './lib/opening-hours';
