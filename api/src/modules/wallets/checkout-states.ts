import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { claimDue, endLease } from '../../db/lease.js';
import { backoffDelaySql } from '../../lib/backoff.js';

type Db = Kysely<Database>;

// The checkout's states during settlement (issue 33 item 6: wallets owns wallet_checkouts; the
// settlement in orders/settle.ts changes them only through these).

/** The waits between questions to the provider while a checkout stays pending: 10 s, 20 s ... 1 h. */
const checkBackoff = { first: 10, max: 3_600 };
/** After this long a checkout that never settled is given up (the provider keeps nothing longer). */
const giveUpAfterDays = 14;

/** The provider declined: the checkout ends (and frees its place). True when this call ended it. */
export async function declineCheckout(db: Db, checkoutId: string, code: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    UPDATE wallet_checkouts SET status = 'DECLINED', settled_at = now(), next_check_at = NULL,
      claimed_until = NULL, place_held_until = NULL, last_result_code = ${code}
    WHERE id = ${checkoutId} AND status = 'OPEN' RETURNING id`.execute(db);
  return rows.length > 0;
}

/** A pending answer: the job asks again later, sooner the first times. */
export async function markCheckoutPending(db: Db, checkoutId: string, code: string): Promise<void> {
  await sql`
    UPDATE wallet_checkouts SET last_result_code = ${code},
      next_check_at = CASE
        WHEN created_at < now() - make_interval(days => ${giveUpAfterDays}) THEN NULL
        ELSE now() + make_interval(secs => ${backoffDelaySql(sql.ref<number>('check_attempts'), checkBackoff)})
      END
    WHERE id = ${checkoutId} AND status = 'OPEN'`.execute(db);
}

/** No more questions about this checkout (an answer that is not ours). */
export async function endCheckoutChecks(db: Db, checkoutId: string, code: string): Promise<void> {
  await sql`UPDATE wallet_checkouts SET next_check_at = NULL, claimed_until = NULL, last_result_code = ${code}
    WHERE id = ${checkoutId}`.execute(db);
}

/**
 * Leases the checkouts whose next check is due (SKIP LOCKED, so two replicas never ask about the
 * same one at once); returns their ids.
 */
export async function leaseDueCheckouts(db: Db): Promise<string[]> {
  const rows = await claimDue(db, {
    table: 'wallet_checkouts',
    where: (eb) => eb.and([eb('status', '=', 'OPEN'), eb('next_check_at', '<=', sql<Date>`now()`)]),
    rows: { orderBy: 'next_check_at', limit: 20 },
    leaseSeconds: 60,
    set: { check_attempts: sql<number>`check_attempts + 1` },
    returning: ['id'],
  });
  return rows.map((row) => row.id);
}

export async function releaseCheckoutLease(db: Db, checkoutId: string): Promise<void> {
  await endLease(db, 'wallet_checkouts', checkoutId);
}

/** A course closed (orders/course-closed.ts): its open checkouts hold no place any more. */
export async function releaseCourseHolds(db: Db, eventsGroupId: string): Promise<void> {
  await db
    .updateTable('wallet_checkouts')
    .set({ place_held_until: null })
    .where('concept', '=', eventsGroupId)
    .where('status', '=', 'OPEN')
    .execute();
}
