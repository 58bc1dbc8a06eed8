import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { MyEventSignUp } from '@club/shared/contracts/endpoints/events';
import type { Database } from '../../db/schema.js';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { requestLanguage, type Language } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { childrenOf } from '../families/index.js';
import { allEvents, eventRoute } from './event-details.js';
import './tables.js';

/** Past events stay in "Meine Kurse" this long after they ended (below the coming ones). */
const pastEventDays = 30;

/**
 * A member's own sign-ups for "Meine Kurse": coming events soonest first, then those that ended in
 * the last `pastEventDays` days, latest first. A waiting sign-up carries its place in line (the
 * order promoteWaiting follows: joined_at, then id).
 */
export async function mySignUps(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  lang: Language,
  now: number,
): Promise<MyEventSignUp[]> {
  // The children's sign-ups too (whichever guardian made them), marked with the child, as the
  // children's courses are in "Meine Kurse" (families/).
  const children = new Map(
    (await childrenOf(db, organizationId, userId)).map((c) => [c.id, [c.firstName, c.lastName].join(' ').trim()]),
  );
  const mine = await db
    .selectFrom('event_sign_ups')
    .select(['id', 'event_id', 'status', 'guests', 'user_id'])
    .where('organization_id', '=', organizationId)
    .where('user_id', 'in', [userId, ...children.keys()])
    .execute();
  if (mine.length === 0) return [];
  const waitingIds = mine.filter((row) => row.status === 'WAITING').map((row) => row.event_id);
  const lines = waitingIds.length
    ? await db
        .selectFrom('event_sign_ups')
        .select(['id', 'event_id'])
        .where('event_id', 'in', waitingIds)
        .where('status', '=', 'WAITING')
        .orderBy('joined_at')
        .orderBy('id')
        .execute()
    : [];
  const positionOf = (eventId: string, signUpId: string) =>
    lines.filter((row) => row.event_id === eventId).findIndex((row) => row.id === signUpId) + 1;
  const events = new Map((await allEvents(db, organizationId, lang)).map((event) => [event.id, event]));
  const oldest = now - pastEventDays * 24 * 3600_000;
  const result: MyEventSignUp[] = [];
  for (const row of mine) {
    const event = events.get(row.event_id);
    const end = event && (event.endsAt ?? event.startsAt).getTime();
    if (!event || end === undefined || end < oldest) continue;
    result.push({
      eventId: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt?.toISOString() ?? null,
      place: event.place,
      status: row.status,
      position: row.status === 'WAITING' ? positionOf(event.id, row.id) : null,
      guests: row.guests,
      deadline: event.deadline.toISOString(),
      canCancel: now <= event.deadline.getTime(),
      isPast: end < now,
      route: await eventRoute(db, organizationId, event.contentId),
      child: row.user_id && row.user_id !== userId ? { id: row.user_id, name: children.get(row.user_id) ?? '' } : null,
    });
  }
  // Same start: the member's own first, then the children by name.
  const byStart = (a: MyEventSignUp, b: MyEventSignUp) =>
    a.startsAt.localeCompare(b.startsAt) || (a.child?.name ?? '').localeCompare(b.child?.name ?? '');
  const coming = result.filter((s) => !s.isPast).sort(byStart);
  const past = result.filter((s) => s.isPast).sort((a, b) => byStart(b, a));
  return [...coming, ...past];
}

/** GET .../users/{userId}/event-sign-ups (self): the list of "Meine Kurse". */
export function registerMySignUps(app: FastifyInstance): void {
  registerEndpoint(
    app,
    endpoints.eventsEndpoints.listMyEventSignUps,
    { tags: ['events'], response: { 200: v.array(schemas.myEventSignUpSchema), ...errorResponses(401, 403) } },
    async (request) => {
      const { orgId, userId } = request.params;
      return mySignUps(app.db, orgId, userId, requestLanguage(request), app.config.now());
    },
  );
}
