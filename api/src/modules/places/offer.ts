import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { coursePlaces, placesLeft } from './places.js';

/**
 * What a course page shows of a course's sale (issue 33 items 2 and 3), the same for every
 * visitor, so it rides along in the published (cached) page answer and the server render:
 * - price: the product on sale, the one price (0 = not sold online: no join button);
 * - placesTotal / placesLeft: the stock and what enrolments, offers and checkout holds leave;
 * - isClosed: the course has no coming dates any more (orders/course-closed.ts): no booking.
 * The cache is dropped when any of these change (triggers of migration 200).
 */
export interface CourseOffer {
  price: number;
  placesTotal: number;
  placesLeft: number;
  isClosed: boolean;
}

export async function courseOffers(
  db: Kysely<Database>,
  organizationId: string,
  eventsGroupIds: string[],
): Promise<Map<string, CourseOffer>> {
  const offers = new Map<string, CourseOffer>();
  const ids = [...new Set(eventsGroupIds)];
  if (ids.length === 0) return offers;
  const groups = await db
    .selectFrom('events_groups')
    .select(['id', 'closed_at'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
  for (const group of groups) {
    const product = await db
      .selectFrom('products')
      .select('price')
      .where('organization_id', '=', organizationId)
      .where(sql<boolean>`tags @> ${JSON.stringify({ eventsGroupId: [group.id] })}::jsonb`)
      .where('status', '=', 1)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const places = await coursePlaces(db, organizationId, group.id);
    offers.set(group.id, {
      price: product ? Number(product.price) : 0,
      placesTotal: places.total,
      placesLeft: placesLeft(places),
      isClosed: Boolean(group.closed_at),
    });
  }
  return offers;
}
