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
  /** Places held for people in the waiting list with an open offer. */
  held: number;
}

/** The places of a course: the stock of its product on sale (default 15 without one). */
export async function coursePlaces(db: Db, organizationId: string, eventsGroupId: string, forUserId?: string) {
  const product = await db
    .selectFrom('products')
    .select('stock')
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`tags @> ${JSON.stringify({ eventsGroupId: [eventsGroupId] })}::jsonb`)
    .where('status', '=', 1)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const taken = await db
    .selectFrom('events_group_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('events_group_id', '=', eventsGroupId)
    .executeTakeFirstOrThrow();
  let held = db
    .selectFrom('course_waiting_list')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('events_group_id', '=', eventsGroupId)
    .where('offer_expires_at', '>', sql<Date>`now()`);
  // The person's own offer is the place held for them, not one taken from them.
  if (forUserId) held = held.where('user_id', '!=', forUserId);
  const heldRow = await held.executeTakeFirstOrThrow();
  return { total: product?.stock ?? defaultPlaces, taken: Number(taken.n), held: Number(heldRow.n) } satisfies Places;
}

export const placesLeft = (places: Places) => Math.max(0, places.total - places.taken - places.held);

/**
 * Whether the person may take a place now. Called inside the enrolment transaction: the course
 * row is locked first, so two enrolments of one course run one after the other and the second
 * counts the first (two people never get the last place).
 */
export async function lockCourseAndCheckPlace(
  trx: Transaction<Database>,
  organizationId: string,
  eventsGroupId: string,
  userId: string,
): Promise<boolean> {
  await trx.selectFrom('events_groups').select('id').where('id', '=', eventsGroupId).forUpdate().execute();
  return placesLeft(await coursePlaces(trx, organizationId, eventsGroupId, userId)) > 0;
}
