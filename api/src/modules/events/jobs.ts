import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../lib/jobs.js';
import { eventsDepsOf } from './deps.js';
import { sendEventReminders } from './reminders.js';
import { givePlacesOn } from './sign-ups.js';
import './tables.js';

/**
 * The events' jobs, run by every replica:
 * - `event-reminders` (every `EVENT_REMINDERS_EVERY_MS`, config-env.ts; default ten minutes): the
 *   reminder the day before; each reminder is claimed once (reminders.ts).
 * - `event-waiting-lists`, on the courses' waiting-list timer (`WAITING_LIST_EVERY_MS`): a paid
 *   event's expired offers end and its free places are offered to the next in line (a refund by an
 *   administrator frees a place without the events module being asked); a free event's free places
 *   (raised in the editor) go to its line. Each event under its row lock, as a sign-up.
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
    {
      name: 'event-waiting-lists',
      everyMs: app.config.waitingList.everyMs,
      work: async () => {
        const deps = eventsDepsOf(app);
        const lines = await app.db
          .selectFrom('event_sign_ups')
          .select(['organization_id', 'event_id'])
          .where('status', '=', 'WAITING')
          .groupBy(['organization_id', 'event_id'])
          .execute();
        for (const line of lines) {
          await givePlacesOn(deps, line.organization_id, line.event_id).catch((error: unknown) =>
            app.log.warn({ err: error, eventId: line.event_id }, 'event waiting list not served'),
          );
        }
      },
    },
  ];
}
