import type { Kysely } from 'kysely';
import type { OpenItem } from '@club/shared/contracts/endpoints/memberships';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../lib/http-error.js';
import '../tables.js';

/**
 * Open items (issue 32, item 5): returned direct debits and unpaid transfer invoices. Each one
 * carries its two written reminders, the board's exclusion decision (membership terms: exclusion
 * after two written reminders) and the payment that closes it.
 */
export type OpenItemKind = 'returns' | 'invoices';

/** Everything a reminder mail needs beside the item itself. */
export interface OpenItemDetail extends OpenItem {
  language: string;
  remittance: string;
}

const notFound = () =>
  new HttpError(404, 'OPEN_ITEM_NOT_FOUND', 'No open item with this id in this club.', 'Open items');

async function returnItems(db: Kysely<Database>, organizationId: string, id?: string): Promise<OpenItemDetail[]> {
  let query = db
    .selectFrom('sepa_returns as r')
    .innerJoin('sepa_mandates as m', 'm.id', 'r.mandate_id')
    .innerJoin('membership_applications as a', 'a.id', 'm.application_id')
    .select([
      'r.id',
      'r.returned_on',
      'r.reason_code',
      'r.amount_cents',
      'r.reminder1_on',
      'r.reminder2_on',
      'r.exclusion_marked_on',
      'r.paid_on',
      'm.reference',
      'a.form',
      'a.email',
      'a.language',
    ])
    .where('r.organization_id', '=', organizationId);
  query = id ? query.where('r.id', '=', id) : query.where('r.resolved_at', 'is', null);
  const rows = await query.orderBy('r.returned_on').execute();
  return rows.map((row) => ({
    kind: 'RETURN',
    id: row.id,
    memberName: `${row.form.firstName} ${row.form.familyName}`,
    email: row.email,
    amountCents: row.amount_cents ?? 0,
    date: row.returned_on,
    reasonCode: row.reason_code,
    reminder1On: row.reminder1_on,
    reminder2On: row.reminder2_on,
    exclusionMarkedOn: row.exclusion_marked_on,
    paidOn: row.paid_on,
    language: row.language,
    remittance: `${row.reference} ${row.returned_on}`,
  }));
}

async function invoiceItems(db: Kysely<Database>, organizationId: string, id?: string): Promise<OpenItemDetail[]> {
  let query = db
    .selectFrom('fee_invoices as i')
    .innerJoin('membership_applications as a', 'a.id', 'i.application_id')
    .select([
      'i.id',
      'i.due_date',
      'i.amount_cents',
      'i.remittance',
      'i.reminder1_on',
      'i.reminder2_on',
      'i.exclusion_marked_on',
      'i.paid_on',
      'a.form',
      'a.email',
      'a.language',
    ])
    .where('i.organization_id', '=', organizationId);
  query = id ? query.where('i.id', '=', id) : query.where('i.paid_on', 'is', null);
  const rows = await query.orderBy('i.due_date').execute();
  return rows.map((row) => ({
    kind: 'INVOICE',
    id: row.id,
    memberName: `${row.form.firstName} ${row.form.familyName}`,
    email: row.email,
    amountCents: row.amount_cents,
    date: row.due_date,
    reasonCode: null,
    reminder1On: row.reminder1_on,
    reminder2On: row.reminder2_on,
    exclusionMarkedOn: row.exclusion_marked_on,
    paidOn: row.paid_on,
    language: row.language,
    remittance: row.remittance,
  }));
}

const strip = ({ language: _language, remittance: _remittance, ...item }: OpenItemDetail): OpenItem => item;

/** The open items of a club, oldest first: the treasurer's list. */
export async function listOpenItems(db: Kysely<Database>, organizationId: string): Promise<OpenItem[]> {
  const items = [...(await returnItems(db, organizationId)), ...(await invoiceItems(db, organizationId))];
  return items.sort((a, b) => a.date.localeCompare(b.date)).map(strip);
}

/** One item of the club, open or closed (404 when it is not the club's). */
export async function findOpenItem(
  db: Kysely<Database>,
  organizationId: string,
  kind: OpenItemKind,
  id: string,
): Promise<OpenItemDetail> {
  const [item] =
    kind === 'returns' ? await returnItems(db, organizationId, id) : await invoiceItems(db, organizationId, id);
  if (!item) throw notFound();
  return item;
}

/** Which kind an item of the club is (ids are UUIDs, unique across both tables); 404 otherwise. */
export async function kindOfItem(db: Kysely<Database>, organizationId: string, id: string): Promise<OpenItemKind> {
  const isReturn = await db
    .selectFrom('sepa_returns')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (isReturn) return 'returns';
  const isInvoice = await db
    .selectFrom('fee_invoices')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (isInvoice) return 'invoices';
  throw notFound();
}

const tableOf = (kind: OpenItemKind): 'sepa_returns' | 'fee_invoices' =>
  kind === 'returns' ? 'sepa_returns' : 'fee_invoices';

/**
 * Claims the next reminder level (1, then 2) for an item: a conditional update, so two clicks at
 * once cannot both send the same reminder. Answers the level, or refuses.
 */
export async function claimReminder(
  db: Kysely<Database>,
  input: { organizationId: string; kind: OpenItemKind; id: string; today: string },
): Promise<{ level: 1 | 2; item: OpenItemDetail }> {
  const item = await findOpenItem(db, input.organizationId, input.kind, input.id);
  if (item.paidOn) throw new HttpError(409, 'OPEN_ITEM_CLOSED', 'This item is already paid.', 'Open items');
  if (item.reminder2On) {
    throw new HttpError(
      409,
      'REMINDER_LIMIT',
      'Two reminders were sent already; the terms allow the exclusion now.',
      'Open items',
    );
  }
  const level = item.reminder1On ? 2 : 1;
  const column = level === 1 ? 'reminder1_on' : 'reminder2_on';
  const updated = await db
    .updateTable(tableOf(input.kind))
    .set({ [column]: input.today })
    .where('organization_id', '=', input.organizationId)
    .where('id', '=', input.id)
    .where(column, 'is', null)
    .where('paid_on', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    throw new HttpError(409, 'REMINDER_LIMIT', 'This reminder was sent already.', 'Open items');
  }
  return { level, item: await findOpenItem(db, input.organizationId, input.kind, input.id) };
}

/** The treasurer records the money's arrival: the item closes (a return is resolved as well). */
export async function recordPayment(
  db: Kysely<Database>,
  input: { organizationId: string; kind: OpenItemKind; id: string; paidOn: string; recordedBy: string },
): Promise<OpenItem> {
  const item = await findOpenItem(db, input.organizationId, input.kind, input.id);
  if (item.paidOn) throw new HttpError(409, 'OPEN_ITEM_CLOSED', 'This item is already paid.', 'Open items');
  if (input.kind === 'returns') {
    await db
      .updateTable('sepa_returns')
      .set({ paid_on: input.paidOn, resolved_at: new Date(), resolved_by: input.recordedBy })
      .where('organization_id', '=', input.organizationId)
      .where('id', '=', input.id)
      .execute();
  } else {
    await db
      .updateTable('fee_invoices')
      .set({ paid_on: input.paidOn })
      .where('organization_id', '=', input.organizationId)
      .where('id', '=', input.id)
      .execute();
  }
  return strip(await findOpenItem(db, input.organizationId, input.kind, input.id));
}

/** Marks the board's exclusion decision; only after the second reminder (membership terms). */
export async function markExclusion(
  db: Kysely<Database>,
  input: { organizationId: string; kind: OpenItemKind; id: string; today: string },
): Promise<OpenItem> {
  const item = await findOpenItem(db, input.organizationId, input.kind, input.id);
  if (!item.reminder2On) {
    throw new HttpError(
      409,
      'EXCLUSION_TOO_EARLY',
      'The terms exclude a member only after two written reminders.',
      'Open items',
    );
  }
  if (!item.exclusionMarkedOn) {
    await db
      .updateTable(tableOf(input.kind))
      .set({ exclusion_marked_on: input.today })
      .where('organization_id', '=', input.organizationId)
      .where('id', '=', input.id)
      .execute();
  }
  return strip(await findOpenItem(db, input.organizationId, input.kind, input.id));
}
