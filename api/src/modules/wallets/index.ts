// What other modules may use of wallets (they import nothing else from this folder).
export { findCheckout, findCheckoutById, isEnrolled, type CheckoutRow } from './repository.js';
export { walletsRoutes } from './routes.js';
