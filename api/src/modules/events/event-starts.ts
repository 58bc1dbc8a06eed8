import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EventDetails } from './event-details.js';
import './reminder-tables.js';

/**
 * Records the start a sign-up's confirmation names, unless one is recorded (event_starts,
 * migration 380). Called at every sign-up and at the reminder job's first look: a move of the
 * event before that first look is then noticed too (it used to be taken as the start).
 */
export async function rememberStartHeard(trx: Transaction<Database>, event: EventDetails): Promise<void> {
  await trx
    .insertInto('event_starts')
    .values({ event_id: event.id, organization_id: event.organizationId, starts_at: event.startsAt })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .execute();
}
