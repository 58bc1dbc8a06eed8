// What other modules may use of orders (they import nothing else from this folder).
export { refundRoutes } from './refund-routes.js';
export { completeRefund, requestRefund, retryPendingRefunds, type PaymentDeps } from './refund.js';
export { registerPaidPlaceKind, type PaidPlaceKind } from './paid-places.js';
import './tables.js';
export { findOrder } from './repository.js';
export { ordersRoutes } from './routes.js';
export { settleDueCheckouts, settleNotifiedCheckout } from './settle.js';
export { settleCourseDates, settleCourseOffSale } from './course-closed.js';
export { refundParts } from './date-adjustments.js';
