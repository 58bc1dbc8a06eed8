import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  addStatementLine,
  creditProvider,
  lockCheckout,
  markCheckoutPaid,
  type CheckoutRow,
} from '../wallets/index.js';
import './tables.js';
import { enrolOnce } from '../places/index.js';
import { paidPlaceKind } from './paid-places.js';
import { contracts } from '../../lib/contracts.js';

type Db = Kysely<Database>;

export interface RecordedOrder {
  orderId: string;
  /** False for a repeat of the same checkout (reload, double click, webhook and job racing). */
  isNew: boolean;
  /** The person already takes part in the course: this payment must be given back. */
  isDuplicate: boolean;
  /** No place was left when the payment arrived: this payment must be given back. */
  isFull: boolean;
}

/**
 * Records the order of a paid checkout in one transaction: the order, its lines in the wallet
 * statement (the card's part and the credit spent), the enrolment and the checkout's PAID state.
 * - The checkout row is locked first, so confirmations of one checkout wait for each other and
 *   the second finds the first order (checkout_id is unique as well).
 * - The enrolment is the (course, person) primary key of events_group_members: of two
 *   checkouts paid for the same course, whichever commits second finds the place taken, and its
 *   order is kept as REFUND_PENDING (the caller refunds it). The partial unique index
 *   orders_one_paid_enrolment backs this up: never two SENT orders per person and course.
 */
export async function recordPaidOrder(
  db: Db,
  input: {
    organizationId: string;
    checkout: CheckoutRow;
    orderItems: unknown;
    paymentMethod: string;
    providerPaymentId: string | null;
  },
): Promise<RecordedOrder | null> {
  const { checkout } = input;
  return db.transaction().execute(async (trx) => {
    await lockCheckout(trx, checkout.id);
    const existing = await trx
      .selectFrom('orders')
      .select(['id', 'refund_reason'])
      .where('checkout_id', '=', checkout.id)
      .executeTakeFirst();
    if (existing) {
      const reason = existing.refund_reason;
      return { orderId: existing.id, isNew: false, isDuplicate: reason === 'DUPLICATE', isFull: reason === 'FULL' };
    }
    // A checkout the credit pays in full is paid by this very step: one that ended meanwhile
    // (given up for a new price) books nothing. A card payment is booked whatever (money moved).
    if (checkout.provider === creditProvider) {
      const row = await trx
        .selectFrom('wallet_checkouts')
        .select('status')
        .where('id', '=', checkout.id)
        .executeTakeFirst();
      if (row?.status !== 'OPEN') return null;
    }

    // The participant (the payer or their child) is the one enrolled and counted (issue 21 item 4);
    // the one-paid-order rule decides (places/one-paid-order.ts). Another kind (an event's place,
    // issue 35) is taken by its module's handler (paid-places.ts), in this same transaction.
    const participant = checkout.participantId;
    const other = paidPlaceKind(db, checkout.kind);
    const taken = other ? await other.take(trx, checkout) : null;
    const enrolment = taken
      ? ({ TAKEN: 'ENROLLED', DUPLICATE: 'DUPLICATE', FULL: 'FULL' } as const)[taken.outcome]
      : await enrolOnce(trx, {
          organizationId: input.organizationId,
          eventsGroupId: checkout.concept,
          participantId: participant,
        });
    const enrolled = enrolment === 'ENROLLED';
    const isDuplicate = enrolment === 'DUPLICATE';
    const isFull = enrolment === 'FULL';
    const order = await trx
      .insertInto('orders')
      .values({
        organization_id: input.organizationId,
        user_id: checkout.userId,
        participant_id: participant,
        checkout_id: checkout.id,
        events_group_id: taken ? null : checkout.concept,
        event_id: taken?.itemId ?? null,
        item_name: taken?.name ?? null,
        order_items: JSON.stringify(input.orderItems),
        payment_method: input.paymentMethod,
        amount: checkout.amount,
        credit_cents: checkout.creditCents,
        currency: 'EUR',
        status: enrolled ? 'SENT' : 'REFUND_PENDING',
        refund_reason: isDuplicate ? 'DUPLICATE' : isFull ? 'FULL' : null,
        provider_payment_id: input.providerPaymentId,
        language: checkout.language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (enrolled && other) await other.attach(trx, checkout, order.id);
    if (enrolled && !other) {
      // A place taken from the waiting list (an offer) ends the person's line entry.
      await trx
        .deleteFrom('course_waiting_list')
        .where('events_group_id', '=', checkout.concept)
        .where('user_id', '=', participant)
        .execute();
      await trx
        .updateTable('events_group_members')
        .set({ order_id: order.id })
        .where('events_group_id', '=', checkout.concept)
        .where('user_id', '=', participant)
        .execute();
    }
    // The statement shows the card's part and the credit spent as two lines that add up to the
    // price (migration 360); a part of 0,00 € gets no line.
    const cardCents = contracts.toCents(checkout.amount) - checkout.creditCents;
    const line = {
      organizationId: input.organizationId,
      userId: checkout.userId,
      orderId: order.id,
      message: checkout.concept,
    };
    if (cardCents > 0)
      await addStatementLine(trx, {
        ...line,
        amount: contracts.centsToDecimal(cardCents),
        paymentMethod: input.paymentMethod,
        kind: 'CHARGE',
      });
    if (checkout.creditCents > 0)
      await addStatementLine(trx, {
        ...line,
        amount: contracts.centsToDecimal(checkout.creditCents),
        paymentMethod: creditProvider,
        kind: 'CREDIT',
      });
    await markCheckoutPaid(trx, checkout.id);
    return { orderId: order.id, isNew: true, isDuplicate, isFull };
  });
}

export interface OrderRow {
  id: string;
  organizationId: string;
  userId: string;
  /** Who took part: the payer or their child (issue 21 item 4). */
  participantId: string;
  eventsGroupId: string | null;
  /** An event's title at payment time (migration 330); null for a course. */
  itemName: string | null;
  amount: string;
  status: string;
  paymentMethod: string;
  providerPaymentId: string | null;
  number: string;
  createdAt: Date;
  refundedAt: Date | null;
  refundReason: string | null;
  language: 'de' | 'en';
  /** The part of `amount` the member's credit paid (migration 350); the card paid the rest. */
  creditCents: number;
}

const orderColumns = [
  'id',
  'organization_id',
  'user_id',
  'participant_id',
  'events_group_id',
  'item_name',
  'amount',
  'status',
  'payment_method',
  'provider_payment_id',
  'created_at',
  'refunded_at',
  'refund_reason',
  'language',
  'credit_cents',
] as const;

function toOrder(row: {
  id: string;
  organization_id: string;
  user_id: string;
  participant_id: string;
  events_group_id: string | null;
  item_name: string | null;
  amount: string;
  status: string;
  payment_method: string;
  provider_payment_id: string | null;
  created_at: Date;
  refunded_at: Date | null;
  refund_reason: string | null;
  language: string;
  number: string;
  credit_cents: number;
}): OrderRow {
  return {
    id: row.id,
    organizationId: row.organization_id,
    userId: row.user_id,
    participantId: row.participant_id,
    eventsGroupId: row.events_group_id,
    itemName: row.item_name,
    amount: contracts.centsToDecimal(contracts.toCents(row.amount)),
    status: row.status,
    paymentMethod: row.payment_method,
    providerPaymentId: row.provider_payment_id,
    number: row.number,
    createdAt: new Date(row.created_at),
    refundedAt: row.refunded_at ? new Date(row.refunded_at) : null,
    refundReason: row.refund_reason,
    language: row.language === 'en' ? 'en' : 'de',
    creditCents: Number(row.credit_cents),
  };
}

export async function findOrder(db: Db, organizationId: string, orderId: string): Promise<OrderRow | null> {
  const row = await db
    .selectFrom('orders')
    .select([...orderColumns, sql<string>`number::text`.as('number')])
    .where('organization_id', '=', organizationId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row ? toOrder(row) : null;
}

/** The member's paid order of a course for a participant (themself or their child): the one that holds the place. */
export async function paidOrderOfCourse(
  db: Db,
  organizationId: string,
  userId: string,
  eventsGroupId: string,
  participantId: string = userId,
): Promise<OrderRow | null> {
  const row = await db
    .selectFrom('orders')
    .select([...orderColumns, sql<string>`number::text`.as('number')])
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .where('participant_id', '=', participantId)
    .where('events_group_id', '=', eventsGroupId)
    .where('status', '=', 'SENT')
    .executeTakeFirst();
  return row ? toOrder(row) : null;
}

export async function ordersOfUser(db: Db, organizationId: string, userId: string): Promise<OrderRow[]> {
  const rows = await db
    .selectFrom('orders')
    .select([...orderColumns, sql<string>`number::text`.as('number')])
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toOrder);
}

export async function orderForCheckout(db: Db, checkoutId: string): Promise<string | null> {
  const row = await db.selectFrom('orders').select('id').where('checkout_id', '=', checkoutId).executeTakeFirst();
  return row?.id ?? null;
}

/** Whether the course (an events group) belongs to the club. */
export async function isCourseOfClub(db: Kysely<Database>, organizationId: string, courseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('events_groups')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', courseId)
    .executeTakeFirst();
  return Boolean(row);
}
