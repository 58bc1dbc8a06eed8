import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../lib/http-error.js';
import type { SepaReturnsTable } from '../tables.js';

export interface SepaReturn {
  id: string;
  mandateId: string;
  returnedOn: string;
  reasonCode: string;
  note: string | null;
  resolvedAt: string | null;
}

/** Records a returned debit on a mandate of the club; it keeps the member out of runs until resolved. */
export async function recordReturn(
  db: Kysely<Database>,
  input: {
    organizationId: string;
    mandateId: string;
    returnedOn: string;
    reasonCode: string;
    note: string | null;
    recordedBy: string;
  },
): Promise<SepaReturn> {
  const mandate = await db
    .selectFrom('sepa_mandates')
    .select('id')
    .where('organization_id', '=', input.organizationId)
    .where('id', '=', input.mandateId)
    .executeTakeFirst();
  if (!mandate) throw new HttpError(404, 'MANDATE_NOT_FOUND', 'No mandate with this id in this club.', 'SEPA');
  // The amount the bank gave back: the mandate's latest collection due by the return's date
  // (or its latest at all, when the bank reports before the due date).
  const collected = await db
    .selectFrom('sepa_collection_items')
    .select(['amount_cents', 'due_date'])
    .where('mandate_id', '=', input.mandateId)
    .orderBy('due_date', 'desc')
    .execute();
  const returned = collected.find((item) => item.due_date <= input.returnedOn) ?? collected[0];
  const row = await db
    .insertInto('sepa_returns')
    .values({
      organization_id: input.organizationId,
      mandate_id: input.mandateId,
      returned_on: input.returnedOn,
      reason_code: input.reasonCode,
      note: input.note,
      recorded_by: input.recordedBy,
      amount_cents: returned?.amount_cents ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReturn(row);
}

/** Marks a return as settled (paid another way, new mandate): the member is collected again. */
export async function resolveReturn(
  db: Kysely<Database>,
  input: { organizationId: string; returnId: string; resolvedBy: string },
): Promise<SepaReturn> {
  const row = await db
    .updateTable('sepa_returns')
    .set({ resolved_at: new Date(), resolved_by: input.resolvedBy })
    .where('organization_id', '=', input.organizationId)
    .where('id', '=', input.returnId)
    .where('resolved_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row) return toReturn(row);
  const exists = await db
    .selectFrom('sepa_returns')
    .select('id')
    .where('organization_id', '=', input.organizationId)
    .where('id', '=', input.returnId)
    .executeTakeFirst();
  if (!exists) throw new HttpError(404, 'RETURN_NOT_FOUND', 'No returned debit with this id in this club.', 'SEPA');
  throw new HttpError(409, 'RETURN_ALREADY_RESOLVED', 'This returned debit is already resolved.', 'SEPA');
}

/** The returns of some mandates, newest first, grouped by mandate. */
export async function returnsByMandate(db: Kysely<Database>, organizationId: string, mandateIds: string[]) {
  const byMandate = new Map<string, SepaReturn[]>();
  if (mandateIds.length === 0) return byMandate;
  const rows = await db
    .selectFrom('sepa_returns')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('mandate_id', 'in', mandateIds)
    .orderBy('returned_on', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  for (const row of rows) byMandate.set(row.mandate_id, [...(byMandate.get(row.mandate_id) ?? []), toReturn(row)]);
  return byMandate;
}

function toReturn(row: Selectable<SepaReturnsTable>): SepaReturn {
  return {
    id: row.id,
    mandateId: row.mandate_id,
    returnedOn: row.returned_on,
    reasonCode: row.reason_code,
    note: row.note,
    resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
  };
}
