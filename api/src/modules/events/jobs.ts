import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../lib/jobs.js';
import { sendEventReminders } from './reminders.js';

/**
 * EVENT_REMINDERS_EVERY_MS: how often the reminder job looks for events of tomorrow (default ten
 * minutes; 0 = never on a timer, tests run it by hand). Every replica runs it; each reminder is
 * claimed once (reminders.ts).
 */
function everyMsFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.EVENT_REMINDERS_EVERY_MS);
  return env.EVENT_REMINDERS_EVERY_MS?.trim() && Number.isFinite(value) && value >= 0 ? value : 600_000;
}

export function eventJobs(app: FastifyInstance): JobDefinition[] {
  return [
    {
      name: 'event-reminders',
      everyMs: everyMsFromEnv(process.env),
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
