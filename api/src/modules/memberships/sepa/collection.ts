import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { planCollection, type CollectionPlan } from './plan.js';
import '../tables.js';

/**
 * Records a collection run for a due date and answers its plan and whether this call recorded it:
 * the history row and one item per debit, the transfer payers' invoices (also in a run without
 * any debit), the months charged and the admission fees; `onRecorded` queues the run's mails in
 * the same transaction. Runs in one transaction that first locks the club's memberships, so two
 * runs at once cannot both charge a member; the (membership, month) primary key stops the rest.
 */
export async function recordCollection(
  db: Kysely<Database>,
  input: { organizationId: string; dueDate: string; createdBy: string | null },
  onRecorded: (trx: Transaction<Database>, plan: CollectionPlan) => Promise<void> = async () => undefined,
): Promise<{ plan: CollectionPlan; isNew: boolean }> {
  return db.transaction().execute(async (trx) => {
    // The memberships, not only the mandates: a run of transfer payers alone locks them too.
    await trx
      .selectFrom('membership_applications')
      .select('id')
      .where('organization_id', '=', input.organizationId)
      .where('state', '=', 'accepted')
      .forUpdate()
      .execute();
    await trx
      .selectFrom('sepa_mandates')
      .select('id')
      .where('organization_id', '=', input.organizationId)
      .forUpdate()
      .execute();
    const plan = await planCollection(trx, input.organizationId, input.dueDate);
    if ((plan.lines.length === 0 && plan.invoices.length === 0) || plan.isRecorded) return { plan, isNew: false };
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
    if (plan.lines.length) {
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
            months: line.months.length,
            admission_cents: line.admissionCents,
          })),
        )
        .execute();
    }
    for (const invoice of plan.invoices) {
      await trx
        .insertInto('fee_invoices')
        .values({
          organization_id: input.organizationId,
          application_id: invoice.applicationId,
          due_date: input.dueDate,
          period: plan.period,
          months: invoice.months.length,
          fee_cents: invoice.feeCents,
          admission_cents: invoice.admissionCents,
          surcharge_cents: invoice.surchargeCents,
          amount_cents: invoice.amountCents,
          remittance: invoice.remittance,
        })
        .execute();
    }
    const charges = [...plan.lines, ...plan.invoices];
    // The primary key (membership, month) refuses a month twice: a conflict rolls the run back.
    const months = charges.flatMap((c) =>
      c.months.map((month) => ({
        organization_id: input.organizationId,
        application_id: c.applicationId,
        month,
        due_date: input.dueDate,
      })),
    );
    if (months.length) await trx.insertInto('membership_fee_months').values(months).execute();
    const admitted = charges.filter((c) => c.admissionCents > 0).map((c) => c.applicationId);
    if (admitted.length) {
      const updated = await trx
        .updateTable('membership_applications')
        .set({ admission_due_date: input.dueDate })
        .where('id', 'in', admitted)
        .where('admission_due_date', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== admitted.length) throw new Error('Admission fee charged twice');
    }
    await onRecorded(trx, plan);
    return { plan, isNew: true };
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
      // The same run's invoices to transfer payers (a run may have only these).
      eb
        .selectFrom('fee_invoices as f')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('f.organization_id', '=', 'c.organization_id')
        .whereRef('f.due_date', '=', 'c.due_date')
        .as('invoice_count'),
      eb
        .selectFrom('fee_invoices as f')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<string>('f.amount_cents'), inner.lit(0)).as('cents'))
        .whereRef('f.organization_id', '=', 'c.organization_id')
        .whereRef('f.due_date', '=', 'c.due_date')
        .as('invoice_cents'),
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
    invoiceCount: Number(row.invoice_count ?? 0),
    invoiceCents: Number(row.invoice_cents ?? 0),
  }));
}
