import { type SqlBool, sql } from 'kysely';

// The job runner's tables (outbox, push queue, scheduled publications, checkouts, refunds, date
// refunds) share one lease: a worker sets `claimed_until` for a while; when it crashes, the lease
// lapses and another replica's pass takes the row. Same column, same two expressions everywhere.

/** The moment a lease taken now for `seconds` lapses. */
export const leaseFor = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

/** A row nobody holds: never leased, or its lease has lapsed. */
export const leaseIsFree = sql<SqlBool>`(claimed_until IS NULL OR claimed_until < now())`;
