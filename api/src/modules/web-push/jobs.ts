import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../lib/jobs.js';
import { deliverPushes, prunePushQueue } from './delivery.js';

/**
 * Pushes queued beside their mails go out on the job runner's timer (tests run it themselves); the
 * same pass deletes old sent ones.
 */
export function pushJobs(app: FastifyInstance): JobDefinition[] {
  return [
    {
      name: 'push-delivery',
      everyMs: app.config.push.everyMs,
      work: async () => {
        const sent = await deliverPushes(app.db, app.log);
        if (sent > 0) app.log.info({ sent }, 'delivered push notices');
        const pruned = await prunePushQueue(app.db);
        if (pruned > 0) app.log.info({ pruned }, 'deleted old push notices');
        return sent;
      },
    },
  ];
}
