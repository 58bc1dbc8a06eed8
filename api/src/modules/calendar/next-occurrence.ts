import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toBerlinIso } from './recurrence.js';

export interface NextOccurrence {
  /** The date's id (the schedule entry id). */
  id: string;
  eventsGroupId: string;
  name: string;
  /** ISO with the Europe/Berlin offset, e.g. "2026-11-23T18:00:00.000+01:00". */
  startDateTime: string;
  endDateTime: string;
  place: string;
}

/**
 * The next date of each course that starts after `after` and is not cancelled ("my courses with
 * their next scheduled date"). Courses without a coming date are missing from the map.
 * For other modules: `nextOccurrences(app.db, orgId, ids, new Date())`.
 */
export async function nextOccurrences(
  db: Kysely<Database>,
  organizationId: string,
  eventsGroupIds: string[],
  after: Date,
): Promise<Map<string, NextOccurrence>> {
  if (eventsGroupIds.length === 0) return new Map();
  const { rows } = await sql<{
    id: string;
    events_group_id: string;
    name: string;
    starts_at: Date;
    ends_at: Date;
    place: string;
  }>`
    SELECT DISTINCT ON (o.events_group_id)
      o.id, o.events_group_id, s.name, o.starts_at, o.ends_at, coalesce(o.place, s.place) AS place
    FROM schedule_occurrences o JOIN schedule_series s ON s.id = o.series_id
    WHERE o.organization_id = ${organizationId}
      AND o.events_group_id IN (${sql.join(eventsGroupIds)})
      AND NOT o.cancelled AND o.starts_at > ${after}
    ORDER BY o.events_group_id, o.starts_at`.execute(db);
  return new Map(
    rows.map((r) => [
      r.events_group_id,
      {
        id: r.id,
        eventsGroupId: r.events_group_id,
        name: r.name,
        startDateTime: toBerlinIso(new Date(r.starts_at)),
        endDateTime: toBerlinIso(new Date(r.ends_at)),
        place: r.place,
      },
    ]),
  );
}
