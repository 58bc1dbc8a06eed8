import type { FastifyInstance } from 'fastify';
import { contentJobs } from './modules/content/jobs.js';
import { mailJobs } from './modules/mail/jobs.js';
import { pushJobs } from './modules/web-push/index.js';
import { paymentJobs } from './modules/payments/jobs.js';
import { placesJobs } from './modules/places/jobs.js';
import { eventsJobs } from './modules/events/jobs.js';

/**
 * The one place background work starts (conventions.md): each module declares its jobs in its
 * jobs.ts; app.jobs (lib/jobs.ts) runs them on their timers, every replica alike (each job claims
 * its rows with a lease or FOR UPDATE SKIP LOCKED), and tests run a pass with app.jobs.runNow(name).
 */
export function registerJobs(app: FastifyInstance): void {
  for (const job of [
    ...mailJobs(app),
    ...contentJobs(app),
    ...paymentJobs(app),
    ...placesJobs(app),
    ...eventsJobs(app),
    ...pushJobs(app),
  ])
    app.jobs.every(job.name, job.everyMs, job.work);
}
