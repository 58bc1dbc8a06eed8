import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../lib/jobs.js';
import { waitingListConfigFromEnv } from '../places/index.js';
import { eventsDepsOf } from './deps.js';
import { givePlacesOn } from './sign-ups.js';
import './tables.js';

/**
 * The events' waiting lists, on the courses' waiting-list timer (WAITING_LIST_EVERY_MS): a paid
 * event's expired offers end and its free places are offered to the next in line (a refund by an
 * administrator frees a place without the events module being asked); a free event's free places
 * (raised in the editor) go to its line. Each event under its row lock, as a sign-up.
 */
export function eventsJobs(app: FastifyInstance): JobDefinition[] {
  const { everyMs } = waitingListConfigFromEnv(process.env);
  return [
    {
      name: 'event-waiting-lists',
      everyMs,
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
