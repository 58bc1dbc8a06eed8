// What other modules may use of payments (they import nothing else from this folder).
import './tables.js';
export { askProvider, providerUnavailable } from './provider-errors.js';
export { PaymentProviderUnavailable, type PaymentProvider, type PaymentResult } from './provider.js';
export { fill, formatEuro, paymentTexts, toCents, type Lang } from './texts.js';
export { readPaymentSettings } from './settings.js';
export type { PaymentDeps, PaymentMailDeps } from './deps.js';
