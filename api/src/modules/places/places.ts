import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import '../products/index.js';
import './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The spec's default number of places of a course (the product's stock column default). */
export const defaultPlaces = 15;

export interface Places {
  total: number;
  taken: number;
  /** Places held for people in the waiting list with an open offer, and by open checkouts. */
  held: number;
}

/**
 * The places of a course: the stock of its product on sale (default 15 without one). One statement
 * (issue 36's rush): it runs while the course row is locked, and every round trip there is time
 * all other buyers of the course wait.
 */
export async function coursePlaces(db: Db, organizationId: string, eventsGroupId: string, forUserId?: string) {
  const tags = JSON.stringify({ eventsGroupId: [eventsGroupId] });
  const { rows } = await sql<{ stock: number | null; taken: number; offers: number; checkouts: number }>`
    SELECT
      (SELECT stock FROM products
        WHERE organization_id = ${organizationId} AND tags @> ${tags}::jsonb AND status = 1
        ORDER BY created_at DESC LIMIT 1) AS stock,
      (SELECT count(*)::int FROM events_group_members WHERE events_group_id = ${eventsGroupId}) AS taken,
      -- The person's own offer is the place held for them, not one taken from them.
      (SELECT count(*)::int FROM course_waiting_list
        WHERE events_group_id = ${eventsGroupId} AND offer_expires_at > now()
          AND user_id IS DISTINCT FROM ${forUserId ?? null}) AS offers,
      -- A checkout being paid holds its place until it ends or its hold runs out (issue 33 item 3);
      -- the person's own checkout holds the place for them.
      (SELECT count(*)::int FROM wallet_checkouts
        WHERE concept = ${eventsGroupId} AND status = 'OPEN' AND place_held_until > now()
          AND participant_id IS DISTINCT FROM ${forUserId ?? null}) AS checkouts`.execute(db);
  const row = rows[0]!;
  return {
    total: row.stock ?? defaultPlaces,
    taken: Number(row.taken),
    held: Number(row.offers) + Number(row.checkouts),
  } satisfies Places;
}

export const placesLeft = (places: Places) => Math.max(0, places.total - places.taken - places.held);

/**
 * Whether the person may take a place now. Called inside the enrolment transaction: the course
 * row is locked first, so two enrolments of one course run one after the other and the second
 * counts the first (two people never get the last place). False for a closed course.
 */
export async function lockCourseAndCheckPlace(
  trx: Transaction<Database>,
  organizationId: string,
  eventsGroupId: string,
  userId: string,
): Promise<boolean> {
  const course = await trx
    .selectFrom('events_groups')
    .select('closed_at')
    .where('id', '=', eventsGroupId)
    .forUpdate()
    .executeTakeFirst();
  // A closed course has no place for anyone: a payment that arrives after it closed goes back.
  if (!course || course.closed_at) return false;
  return placesLeft(await coursePlaces(trx, organizationId, eventsGroupId, userId)) > 0;
}
