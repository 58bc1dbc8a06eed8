import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import '../wallets/index.js';
import './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

// Places of a paid event that nobody has paid for yet but nobody else may take (issue 35 item 3,
// migration 330): a sign-up being paid holds its place while its checkout holds it (the course
// rule: wallet_checkouts.place_held_until, PLACE_HOLD_MINUTES), and a waiting-list offer holds
// it until offer_expires_at. Both count like confirmed places (1 + guests), measured by the
// database's clock as the course's holds are (places/places.ts).

/** Places reserved per event: open payments with a running hold and running offers. */
export async function reservedPlaces(db: Db, eventIds: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (eventIds.length === 0) return result;
  const { rows } = await sql<{ event_id: string; reserved: number }>`
    SELECT event_id, sum(places)::int AS reserved FROM (
      SELECT p.event_id, 1 + p.guests AS places
        FROM event_payments p JOIN wallet_checkouts c ON c.id = p.checkout_id
        WHERE p.event_id IN (${sql.join(eventIds)}) AND c.status = 'OPEN' AND c.place_held_until > now()
      UNION ALL
      SELECT event_id, 1 + guests FROM event_sign_ups
        WHERE event_id IN (${sql.join(eventIds)}) AND status = 'WAITING' AND offer_expires_at > now()
    ) held GROUP BY event_id`.execute(db);
  for (const row of rows) result.set(row.event_id, Number(row.reserved));
  return result;
}

/**
 * Ends the offers that ran out (the course waiting list's rule: an expired offer leaves the
 * line, so the next person's turn comes). Runs with the event's row locked.
 */
export async function endExpiredOffers(trx: Transaction<Database>, eventId: string): Promise<void> {
  await trx
    .deleteFrom('event_sign_ups')
    .where('event_id', '=', eventId)
    .where('status', '=', 'WAITING')
    .where('offer_expires_at', '<=', sql<Date>`now()`)
    .execute();
}

/** The waiting people of a paid event who have no offer yet, first come first served. */
export async function waitingWithoutOffer(trx: Transaction<Database>, eventId: string) {
  return trx
    .selectFrom('event_sign_ups')
    .select(['id', 'name', 'email', 'language', 'user_id', 'guests', 'signed_up_by'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'WAITING')
    .where('offer_expires_at', 'is', null)
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
}

/** Holds a freed place for a waiting person for `hours` (they pay from the event's page); the end. */
export async function offerPlace(trx: Transaction<Database>, signUpId: string, hours: number): Promise<Date> {
  const { rows } = await sql<{ until: Date }>`
    UPDATE event_sign_ups SET offer_expires_at = now() + make_interval(hours => ${hours})
    WHERE id = ${signUpId} RETURNING offer_expires_at AS until`.execute(trx);
  return new Date(rows[0]!.until);
}
