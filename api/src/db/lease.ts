import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  type UpdateObject,
  sql,
} from 'kysely';
import type { Database } from './schema.js';

// The job runner's tables (outbox, push queue, scheduled publications, checkouts, refunds, date
// refunds) share one lease: a worker sets `claimed_until` for a while; when it crashes, the lease
// lapses and another replica's pass takes the row. Same column, same claim everywhere.

/** The moment a lease taken now for `seconds` lapses. */
export const leaseFor = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

/** A row nobody holds: never leased, or its lease has lapsed. */
export const leaseIsFree = sql<SqlBool>`(claimed_until IS NULL OR claimed_until < now())`;

/** The tables that carry the lease. */
export type LeasedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; claimed_until: Date | null } ? T : never;
}[keyof Database];

type Column<T extends LeasedTable> = keyof Selectable<Database[T]> & string;

export interface Claim<T extends LeasedTable, C extends Column<T>> {
  table: T;
  /** What makes a row due, besides a free lease. */
  where: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
  /**
   * Which rows: the first due ones (`orderBy`, `limit`), skipping rows another replica is
   * claiming (SKIP LOCKED), for a job's pass; or one row by `id`, which waits for another
   * transaction's lock on it like any UPDATE, for a caller that works that row now.
   */
  rows: { orderBy: Column<T>; limit: number } | { id: string };
  leaseSeconds: number;
  /** More to change on each claimed row, such as counting the attempt. */
  set?: UpdateObject<Database, T>;
  returning: readonly C[];
}

/** Any leased table, seen as just its lease (for Kysely's types). */
type Leased = { leased: { id: string; claimed_until: Date | null } };
const untyped = (db: Kysely<Database>, table: LeasedTable) => ({
  anyDb: db as unknown as Kysely<Leased>,
  table: table as 'leased',
});

/** Leases the due rows to the caller and answers them; rows another holds are not answered. */
export async function claimDue<T extends LeasedTable, C extends Column<T>>(
  db: Kysely<Database>,
  claim: Claim<T, C>,
): Promise<Pick<Selectable<Database[T]>, C>[]> {
  // The table is a parameter, which Kysely's types cannot follow inside; the signature keeps
  // callers typed.
  const { anyDb, table } = untyped(db, claim.table);
  const where = claim.where as unknown as (eb: ExpressionBuilder<Leased, 'leased'>) => Expression<SqlBool>;
  const leased = anyDb.updateTable(table).set({
    ...(claim.set as object),
    claimed_until: leaseFor(claim.leaseSeconds),
  });
  const { rows } = claim;
  const claimed =
    'id' in rows
      ? leased.where('id', '=', rows.id).where(where).where(leaseIsFree)
      : leased.where(
          'id',
          'in',
          anyDb
            .selectFrom(table)
            .select('id')
            .where(where)
            .where(leaseIsFree)
            .orderBy(rows.orderBy as 'id')
            .limit(rows.limit)
            .forUpdate()
            .skipLocked(),
        );
  const answered = await claimed.returning(claim.returning as unknown as 'id'[]).execute();
  return answered as unknown as Pick<Selectable<Database[T]>, C>[];
}

/**
 * Gives a claimed row back: free for the next pass at once, or only after `retryAfterSeconds`
 * (an answer a person should look at first, such as a refund the provider declined).
 */
export async function endLease(
  db: Kysely<Database>,
  table: LeasedTable,
  id: string,
  retryAfterSeconds?: number,
): Promise<void> {
  const { anyDb, table: leased } = untyped(db, table);
  await anyDb
    .updateTable(leased)
    .set({ claimed_until: retryAfterSeconds === undefined ? null : leaseFor(retryAfterSeconds) })
    .where('id', '=', id)
    .execute();
}
