import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import './tables.js';
import '../users/index.js';

/**
 * The club's next member number, given to `userId` (migration 192). Runs inside the acceptance's
 * transaction: the counter row stays locked until it commits, so parallel acceptances queue up and
 * get consecutive numbers, and a failed acceptance hands its number back with the rollback.
 */
export async function assignMemberNumber(
  trx: Transaction<Database>,
  organizationId: string,
  userId: string,
): Promise<number> {
  const counter = await trx
    .insertInto('member_number_counters')
    .values({ organization_id: organizationId, last_number: 1 })
    .onConflict((oc) =>
      oc.column('organization_id').doUpdateSet({ last_number: sql<number>`member_number_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set({ member_number: counter.last_number })
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .execute();
  return counter.last_number;
}
