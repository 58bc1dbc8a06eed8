import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './tables.js';

/** "occurrenceId|userId" -> attending, for the dates asked (the coach's list and the CSV). */
export async function answersAt(
  db: Kysely<Database>,
  organizationId: string,
  occurrenceIds: string[],
): Promise<Map<string, boolean>> {
  if (occurrenceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('date_answers')
    .select(['occurrence_id', 'user_id', 'attending'])
    .where('organization_id', '=', organizationId)
    .where('occurrence_id', 'in', occurrenceIds)
    .execute();
  return new Map(rows.map((r) => [`${r.occurrence_id}|${r.user_id}`, r.attending]));
}
