import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { planCollection, type CollectionPlan } from './plan.js';
import '../tables.js';

/**
 * Records a collection for a due date and answers its plan: the history row and one item per
 * line. Runs in one transaction that first locks the club's mandates, so two exports at once
 * cannot both collect a member; the unique (mandate, period) index stops the rest.
 */
export async function recordCollection(
  db: Kysely<Database>,
  input: { organizationId: string; dueDate: string; createdBy: string | null },
): Promise<CollectionPlan> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('sepa_mandates')
      .select('id')
      .where('organization_id', '=', input.organizationId)
      .where('state', '=', 'active')
      .forUpdate()
      .execute();
    const plan = await planCollection(trx, input.organizationId, input.dueDate);
    if (plan.lines.length === 0) return plan;
    await trx
      .insertInto('sepa_collections')
      .values({
        organization_id: input.organizationId,
        due_date: input.dueDate,
        period: plan.period,
        created_by: input.createdBy,
      })
      .onConflict((oc) => oc.columns(['organization_id', 'due_date']).doNothing())
      .execute();
    await trx
      .insertInto('sepa_collection_items')
      .values(
        plan.lines.map((line) => ({
          organization_id: input.organizationId,
          mandate_id: line.mandateId,
          due_date: input.dueDate,
          period: plan.period,
          sequence_type: line.sequenceType,
          amount_cents: line.amountCents,
        })),
      )
      .onConflict((oc) => oc.columns(['mandate_id', 'due_date']).doNothing())
      .execute();
    return plan;
  });
}

/** The collection history: what was collected when, newest due date first. */
export async function collectionHistory(db: Kysely<Database>, organizationId: string) {
  const rows = await db
    .selectFrom('sepa_collections as c')
    .leftJoin('sepa_collection_items as i', (join) =>
      join.onRef('i.organization_id', '=', 'c.organization_id').onRef('i.due_date', '=', 'c.due_date'),
    )
    .select((eb) => [
      'c.id',
      'c.due_date',
      'c.period',
      'c.created_at',
      eb.fn.count<string>('i.mandate_id').as('count'),
      eb.fn.coalesce(eb.fn.sum<string>('i.amount_cents'), eb.lit(0)).as('total_cents'),
      eb.fn
        .coalesce(
          eb.fn.sum<string>(
            eb.case().when('i.sequence_type', '=', 'FRST').then(eb.ref('i.amount_cents')).else(0).end(),
          ),
          eb.lit(0),
        )
        .as('frst_cents'),
    ])
    .where('c.organization_id', '=', organizationId)
    .groupBy(['c.id', 'c.due_date', 'c.period', 'c.created_at'])
    .orderBy('c.due_date', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    dueDate: row.due_date,
    period: row.period,
    createdAt: row.created_at.toISOString(),
    count: Number(row.count),
    totalCents: Number(row.total_cents),
    frstCents: Number(row.frst_cents),
    rcurCents: Number(row.total_cents) - Number(row.frst_cents),
  }));
}
