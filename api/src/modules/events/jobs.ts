import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../lib/jobs.js';
import { sendEventReminders } from './reminders.js';

/**
 * Every replica runs the reminder job (every `EVENT_REMINDERS_EVERY_MS`, config-env.ts; default
 * ten minutes); each reminder is claimed once (reminders.ts).
 */
export function eventJobs(app: FastifyInstance): JobDefinition[] {
  return [
    {
      name: 'event-reminders',
      everyMs: app.config.eventRemindersEveryMs,
      work: async () => {
        const queued = await sendEventReminders({
          db: app.db,
          publicOrigins: app.publicOrigins,
          now: () => app.config.now(),
          linkKeys: () => [app.config.jwtSecret, ...app.config.jwtPreviousSecrets],
        });
        if (queued > 0) app.log.info({ queued }, 'queued event reminders');
        return queued;
      },
    },
  ];
}
