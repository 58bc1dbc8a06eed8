import type { Kysely } from 'kysely';
import type { Ledger, LedgerEntry, LedgerSum } from '@club/shared/contracts/schemas';
import type { LedgerQuery } from '@club/shared/contracts/endpoints/ledger';
import { berlinDate, contracts } from '../../lib/contracts.js';
import type { Database } from '../../db/schema.js';
import { refundParts } from '../orders/index.js';
import '../memberships/index.js';

type Db = Kysely<Database>;
/** The collections' line in the sums per course. */
export const membershipKey = 'MEMBERSHIP';

/** How an order was paid: the card, the member's credit, or both (issue 33). */
const methodOf = (cardCents: number, creditCents: number): LedgerEntry['method'] =>
  creditCents <= 0 ? 'VISA_MASTER' : cardCents > 0 ? 'CARD_CREDIT' : 'CREDIT';

const stateOfOrder = (status: string): LedgerEntry['state'] =>
  status === 'REFUNDED' ? 'REFUNDED' : status === 'REFUND_PENDING' ? 'REFUND_PENDING' : 'PAID';

/**
 * Every booking of the club, oldest first: a course payment on the day it was paid, its refund
 * (negative) on the day it was asked for, a cancelled date's partial refund on the day the
 * provider gave it back or its credit note on the day it was given, and every SEPA collection
 * item on its due date. Money and the member's credit are apart (amountCents, creditCents). The
 * amounts are integer cents read from the stored decimals, so every sum is exact.
 */
export async function allEntries(db: Db, organizationId: string): Promise<LedgerEntry[]> {
  const [orders, collections, dateRefunds] = await Promise.all([
    db
      .selectFrom('orders as o')
      .leftJoin('users as u', 'u.id', 'o.participant_id')
      .leftJoin('events_groups as g', 'g.id', 'o.events_group_id')
      .select([
        'o.id',
        'o.number',
        'o.created_at',
        'o.refunded_at',
        'o.amount',
        'o.status',
        'o.payment_method',
        'o.refund_reason',
        'o.events_group_id',
        'o.credit_cents',
        // An event's order (migration 330) names the event and keeps its title.
        'o.event_id',
        'o.item_name',
        'g.name as course_name',
        'u.display_name',
        'u.email',
      ])
      .where('o.organization_id', '=', organizationId)
      .execute(),
    db
      .selectFrom('sepa_collection_items as i')
      .innerJoin('sepa_mandates as m', 'm.id', 'i.mandate_id')
      .select(['i.mandate_id', 'i.due_date', 'i.period', 'i.amount_cents', 'm.account_holder', 'm.reference'])
      .where('i.organization_id', '=', organizationId)
      .execute(),
    // A cancelled date's share refunded through the provider (orders' migration 250). Credit notes
    // are no money out: the order's final refund is smaller by them instead, and a credit spent on
    // a later order is no money in (that order's payment is its card part).
    db
      .selectFrom('order_date_adjustments')
      .select(['id', 'order_id', 'kind', 'amount_cents', 'status', 'created_at', 'done_at'])
      .where('organization_id', '=', organizationId)
      .execute(),
  ]);
  const givenByOrder = new Map<string, number>();
  for (const row of dateRefunds)
    givenByOrder.set(row.order_id, (givenByOrder.get(row.order_id) ?? 0) + row.amount_cents);
  const entries: LedgerEntry[] = [];
  const commonOf = new Map<
    string,
    Omit<LedgerEntry, 'id' | 'kind' | 'date' | 'amountCents' | 'creditCents' | 'reason' | 'refundable'>
  >();
  for (const order of orders) {
    const parts = refundParts(
      { amount: order.amount, creditCents: Number(order.credit_cents) },
      givenByOrder.get(order.id) ?? 0,
    );
    // The money the club received: the price less the part the member's credit paid.
    const creditCents = Number(order.credit_cents);
    const cents = contracts.toCents(order.amount) - creditCents;
    const paidOn = berlinDate(order.created_at);
    const common = {
      orderId: order.id,
      reference: `${paidOn.slice(0, 4)}-${String(order.number).padStart(6, '0')}`,
      person: order.display_name || order.email || '',
      courseId: order.events_group_id ?? order.event_id,
      courseName: order.course_name ?? order.item_name ?? '',
      method: methodOf(cents, creditCents),
      state: stateOfOrder(order.status),
    };
    commonOf.set(order.id, common);
    entries.push({
      ...common,
      id: `PAYMENT:${order.id}`,
      kind: 'PAYMENT',
      date: paidOn,
      amountCents: cents,
      creditCents,
      reason: null,
      refundable: order.status === 'SENT',
    });
    if (order.status !== 'SENT') {
      entries.push({
        ...common,
        id: `REFUND:${order.id}`,
        kind: 'REFUND',
        // A pending refund is booked on the day it was asked for; the provider's day once known.
        date: order.refunded_at ? berlinDate(order.refunded_at) : paidOn,
        // What the card got back: the rest after the cancelled dates, less the part given back as
        // credit (orders/refund.ts refunds that much).
        amountCents: -parts.cardBackCents,
        // And what went back as credit (a RETURNED credit, orders/refund.ts).
        creditCents: -parts.creditBackCents,
        reason: order.refund_reason,
        refundable: false,
      });
    }
  }
  for (const row of dateRefunds) {
    const common = commonOf.get(row.order_id);
    if (!common) continue;
    const date = berlinDate(row.done_at ?? row.created_at);
    // A credit note is no money: the member's credit grows (the DATEV file books it on the credit
    // account, exports.ts).
    if (row.kind === 'CREDIT')
      entries.push({
        ...common,
        id: `CREDIT_NOTE:${row.id}`,
        kind: 'CREDIT_NOTE',
        method: 'CREDIT',
        state: 'REFUNDED',
        date,
        amountCents: 0,
        creditCents: -row.amount_cents,
        reason: 'DATE_CANCELLED',
        refundable: false,
      });
    else
      entries.push({
        ...common,
        id: `DATE_REFUND:${row.id}`,
        kind: 'PARTIAL_REFUND',
        state: row.status === 'DONE' ? 'REFUNDED' : 'REFUND_PENDING',
        date,
        amountCents: -row.amount_cents,
        creditCents: 0,
        reason: 'DATE_CANCELLED',
        refundable: false,
      });
  }
  for (const item of collections) {
    entries.push({
      id: `COLLECTION:${item.mandate_id}:${item.due_date}`,
      kind: 'COLLECTION',
      orderId: null,
      reference: `${item.reference} ${item.period}`,
      date: item.due_date,
      person: item.account_holder,
      courseId: null,
      courseName: '',
      method: 'SEPA',
      state: 'COLLECTED',
      amountCents: item.amount_cents,
      creditCents: 0,
      reason: null,
      refundable: false,
    });
  }
  return entries.sort((a, b) => a.date.localeCompare(b.date) || a.reference.localeCompare(b.reference));
}

/** The entries the filters keep: the period's Berlin dates (inclusive), course, state, method. */
export function filterEntries(entries: LedgerEntry[], query: LedgerQuery): LedgerEntry[] {
  return entries.filter(
    (e) =>
      (!query.from || e.date >= query.from) &&
      (!query.to || e.date <= query.to) &&
      (!query.courseId ||
        (query.courseId === membershipKey ? e.kind === 'COLLECTION' : e.courseId === query.courseId)) &&
      (!query.state || e.state === query.state) &&
      (!query.method || e.method === query.method),
  );
}

function sumBy(entries: LedgerEntry[], keyOf: (e: LedgerEntry) => [string, string]): LedgerSum[] {
  const sums = new Map<string, LedgerSum>();
  for (const entry of entries) {
    const [key, label] = keyOf(entry);
    const sum = sums.get(key) ?? { key, label, cents: 0 };
    sum.cents = contracts.sumCents([sum.cents, entry.amountCents]);
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/** The ledger the page shows: the filtered entries, their total and sums per course and per month. */
export async function ledgerOf(
  db: Db,
  organizationId: string,
  query: LedgerQuery,
  membershipLabel: string,
): Promise<Ledger> {
  const all = await allEntries(db, organizationId);
  const entries = filterEntries(all, query);
  const courses = new Map<string, string>();
  for (const e of all) if (e.courseId) courses.set(e.courseId, e.courseName);
  return {
    entries,
    totalCents: contracts.sumCents(entries.map((e) => e.amountCents)),
    byCourse: sumBy(entries, (e) =>
      e.kind === 'COLLECTION' ? [membershipKey, membershipLabel] : [e.courseId ?? '', e.courseName],
    ).sort((a, b) => a.label.localeCompare(b.label, 'de')),
    byMonth: sumBy(entries, (e) => [e.date.slice(0, 7), e.date.slice(0, 7)]).sort((a, b) => a.key.localeCompare(b.key)),
    courses: [...courses].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'de')),
  };
}
