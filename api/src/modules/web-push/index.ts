// What other modules may use of web push (they import nothing else from this folder).
export { queuePush, type PushNotice } from './queue.js';
export { deliverPushes } from './delivery.js';
export { pushJobs } from './jobs.js';
export { webPushRoutes } from './routes.js';
