import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../lib/jobs.js';
import { runWaitingList } from './waiting-list.js';

/** Ends expired waiting-list offers and offers the places freed meanwhile (every replica; row locks). */
export function placesJobs(app: FastifyInstance): JobDefinition[] {
  const config = app.config.waitingList;
  return [{ name: 'waiting-list', everyMs: config.everyMs, work: () => runWaitingList(app, config.offerHours) }];
}
