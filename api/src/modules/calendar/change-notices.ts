import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChangeScope } from '@club/shared/contracts/schemas';
import type { Database } from '../../db/schema.js';
import { queueCourseChangeMails } from './change-mails.js';
import { lineageOf } from './series-lineage.js';

/** What a write is about to change, read before it: enough to tell the participants after. */
export type PendingChange =
  | {
      kind: 'one';
      id: string;
      eventsGroupId: string;
      start: Date;
      place: string | null;
      cancelled: boolean;
      isDelete: boolean;
    }
  | { kind: 'many'; eventsGroupId: string; start: Date; count: number }
  | null;

/**
 * Before a PUT or DELETE of the class routes: a single date (scope occurrence) with its time and
 * place, or the coming dates a DELETE of "following"/"all dates" removes. Series-wide edits of a
 * PUT mail nobody (the timetable shows them; see the README).
 */
export async function changeBefore(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  scope: ChangeScope,
  isDelete = false,
): Promise<PendingChange> {
  const occurrence = await db
    .selectFrom('schedule_occurrences as o')
    .innerJoin('schedule_series as s', 's.id', 'o.series_id')
    .select([
      'o.id',
      'o.series_id',
      'o.events_group_id',
      'o.starts_at',
      'o.original_start',
      'o.cancelled',
      'o.place',
      's.place as series_place',
    ])
    .where('o.organization_id', '=', organizationId)
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!occurrence) return null;
  if (scope === 'occurrence') {
    return {
      kind: 'one',
      id,
      eventsGroupId: occurrence.events_group_id,
      start: occurrence.starts_at,
      place: occurrence.place ?? occurrence.series_place,
      cancelled: occurrence.cancelled,
      isDelete,
    };
  }
  if (!isDelete) return null;
  const now = new Date();
  const seriesIds =
    scope === 'following'
      ? [occurrence.series_id]
      : (await db.transaction().execute((trx) => lineageOf(trx, organizationId, occurrence.series_id))).map(
          (p) => p.id,
        );
  let query = db
    .selectFrom('schedule_occurrences')
    .select(['starts_at'])
    .where('organization_id', '=', organizationId)
    .where('series_id', 'in', seriesIds)
    .where('cancelled', '=', false)
    .where('starts_at', '>', now);
  if (scope === 'following') query = query.where('original_start', '>=', occurrence.original_start);
  const coming = await query.orderBy('starts_at').execute();
  const first = coming[0];
  return first
    ? { kind: 'many', eventsGroupId: occurrence.events_group_id, start: first.starts_at, count: coming.length }
    : null;
}

/**
 * After the write succeeded: queue the participants' mails for what changed (outbox). Answers the
 * single coming date the write cancelled, if it did (the dates hooks settle its money).
 */
export async function mailChanges(
  app: FastifyInstance,
  request: FastifyRequest,
  before: PendingChange,
): Promise<{ id: string; start: Date } | undefined> {
  if (!before) return;
  const { orgId } = request.params as { orgId: string };
  const origin = await app.publicOrigins.originForId(orgId);
  if (before.kind === 'many') {
    await queueCourseChangeMails(
      app.db,
      orgId,
      {
        kind: 'courseCancelled',
        eventsGroupId: before.eventsGroupId,
        start: before.start,
        count: before.count,
      },
      origin,
    );
    return;
  }
  if (before.cancelled) return;
  const after = await app.db
    .selectFrom('schedule_occurrences as o')
    .innerJoin('schedule_series as s', 's.id', 'o.series_id')
    .select(['o.starts_at', 'o.cancelled', 'o.place', 's.place as series_place'])
    .where('o.id', '=', before.id)
    .executeTakeFirst();
  if (!after || after.cancelled) {
    await queueCourseChangeMails(
      app.db,
      orgId,
      { kind: 'dateCancelled', eventsGroupId: before.eventsGroupId, start: before.start },
      origin,
    );
    return { id: before.id, start: before.start };
  }
  const place = after.place ?? after.series_place;
  if (after.starts_at.getTime() !== before.start.getTime() || place !== before.place) {
    await queueCourseChangeMails(
      app.db,
      orgId,
      { kind: 'dateMoved', eventsGroupId: before.eventsGroupId, start: before.start, newStart: after.starts_at, place },
      origin,
    );
  }
}
