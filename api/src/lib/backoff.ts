import { type Expression, sql } from 'kysely';

/**
 * The one rule for spacing out tries of something that may work later (a checkout the provider
 * still calls pending, a lost LISTEN connection): the first wait, doubling with each try, never
 * longer than the cap. The unit is the caller's (seconds in SQL, milliseconds in process).
 */
export interface Backoff {
  first: number;
  max: number;
}

/** Doublings stop here: 2^20 times any first wait is past every cap, and power() stays small. */
const maxDoublings = 20;

/** The wait after `tries` tries (0 = before the second try). */
export const backoffDelay = (tries: number, { first, max }: Backoff): number =>
  Math.min(max, first * 2 ** Math.min(tries, maxDoublings));

/** backoffDelay in SQL, for a count kept in a column. */
export const backoffDelaySql = (tries: Expression<number>, { first, max }: Backoff) =>
  sql<number>`least(${max}, ${first} * power(2, least(${tries}, ${sql.lit(maxDoublings)})))`;
