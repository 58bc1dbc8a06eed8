// What other modules may use of wallets (they import nothing else from this folder).
import './tables.js';
export {
  addStatementLine,
  askAboutCheckoutSoon,
  findCheckout,
  findCheckoutById,
  holdPlace,
  insertCheckout,
  lockCheckout,
  markCheckoutPaid,
  withChild,
  type CheckoutRow,
} from './repository.js';
export { type CheckoutKind, type CheckoutStatus } from './tables.js';
export { reusableCheckout } from './reuse.js';
export { walletsRoutes } from './routes.js';
export {
  declineCheckout,
  endCheckoutChecks,
  leaseDueCheckouts,
  markCheckoutPending,
  releaseCheckoutLease,
  releaseCourseHolds,
} from './checkout-states.js';
export { addCredit, creditProvider } from './credits.js';
