import type { Kysely } from 'kysely';
import { berlinDate } from '../../lib/contracts.js';
import type { Database } from '../../db/schema.js';
import { addToOutbox, deliver, senderAddress } from '../mail/index.js';
import { findOrder } from './repository.js';
import { adjustedCents, refundParts } from './date-adjustments.js';
import { fill, formatEuro, paymentTexts, toCents, type Lang, type PaymentMailDeps } from '../payments/index.js';
import { creditProvider, withChild } from '../wallets/index.js';

type Db = Kysely<Database>;

/** What a receipt shows (issue 20 item 5); the printable page and the mail are made from it. */
export interface Receipt {
  kind: 'RECEIPT' | 'REFUND';
  orderId: string;
  orderNumber: string;
  club: string;
  clubAddress: string;
  /** The club's tax number or VAT id (payment settings; empty: not printed). */
  taxNumber: string;
  course: string;
  /** RECEIPT: the course's price; REFUND: what was given back (credit part included). */
  amountCents: number;
  /**
   * RECEIPT: the part of the price the member's credit paid (the card paid the rest); REFUND: the
   * part given back as credit. 0: no credit involved.
   */
  creditCents: number;
  /** The Berlin calendar date of the payment (or of the refund). */
  date: string;
  paymentMethod: string;
  vatExempt: boolean;
  vatNote: string;
  refundReason: string | null;
  member: { name: string; email: string };
  language: Lang;
  /** An event's place was paid (issue 35), not a course: the mail says "Veranstaltung". */
  isEvent: boolean;
}

const methodNames: Record<string, string> = { VISA_MASTER: 'Visa / Mastercard' };

/** The receipt of an order (kind REFUND once it was refunded and that is asked for). */
export async function receiptOf(
  db: Db,
  organizationId: string,
  orderId: string,
  kind: Receipt['kind'] = 'RECEIPT',
): Promise<Receipt | null> {
  const order = await findOrder(db, organizationId, orderId);
  if (!order) return null;
  if (kind === 'REFUND' && !order.refundedAt) return null;
  const [organization, settings, course, user, checkout] = await Promise.all([
    db.selectFrom('organizations').select(['name', 'company_name']).where('id', '=', organizationId).executeTakeFirst(),
    db.selectFrom('payment_settings').selectAll().where('organization_id', '=', organizationId).executeTakeFirst(),
    order.eventsGroupId
      ? db.selectFrom('events_groups').select('name').where('id', '=', order.eventsGroupId).executeTakeFirst()
      : undefined,
    db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name'])
      .where('id', '=', order.userId)
      .executeTakeFirst(),
    db
      .selectFrom('orders as o')
      .innerJoin('wallet_checkouts as c', 'c.id', 'o.checkout_id')
      .select('c.payment_brand')
      .where('o.id', '=', orderId)
      .executeTakeFirst(),
  ]);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  // A child's place the member paid for: the receipt names the child (issue 35, children).
  const child =
    order.participantId !== order.userId
      ? await db
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('id', '=', order.participantId)
          .executeTakeFirst()
      : undefined;
  // A refund gives back what cancelled dates did not give already (date-cancelled.ts); the
  // credit part of it as credit (refund.ts).
  const refund = kind === 'REFUND' ? refundParts(order, await adjustedCents(db, orderId)) : null;
  const method =
    order.paymentMethod === creditProvider
      ? paymentTexts(order.language).mail.creditMethod
      : checkout?.payment_brand
        ? `${methodNames[order.paymentMethod] ?? order.paymentMethod} (${checkout.payment_brand})`
        : (methodNames[order.paymentMethod] ?? order.paymentMethod);
  const year = berlinDate(order.createdAt).slice(0, 4);
  return {
    kind,
    orderId,
    orderNumber: `${year}-${order.number.padStart(6, '0')}`,
    club: settings?.club_name || organization?.company_name || organization?.name || '',
    clubAddress: settings?.club_address ?? '',
    taxNumber: settings?.tax_number ?? '',
    // An event's order keeps the event's title (migration 330).
    course: withChild(course?.name ?? order.itemName ?? '', [child?.first_name ?? null, child?.last_name ?? null]),
    amountCents: refund ? refund.restCents : toCents(order.amount),
    creditCents: refund ? refund.creditBackCents : order.creditCents,
    date: berlinDate(kind === 'REFUND' && order.refundedAt ? order.refundedAt : order.createdAt),
    paymentMethod: method,
    vatExempt: settings?.vat_exempt ?? false,
    vatNote: settings?.vat_exemption_note ?? '',
    refundReason: order.refundReason,
    member: { name: name || user?.email || '', email: user?.email ?? '' },
    language: order.language,
    isEvent: !order.eventsGroupId && order.itemName !== null,
  };
}

function vatLine(receipt: Receipt, lang: Lang): string {
  if (!receipt.vatExempt) return '';
  const texts = paymentTexts(lang).mail;
  return fill(texts.vatExempt, { note: receipt.vatNote || texts.vatExemptDefault });
}

/** The credit's part, on the lines under the amount ("" when no credit is involved). */
function creditLine(receipt: Receipt, lang: Lang): string {
  if (receipt.creditCents <= 0) return '';
  const texts = paymentTexts(lang).mail;
  const params = {
    credit: formatEuro(receipt.creditCents, lang),
    card: formatEuro(receipt.amountCents - receipt.creditCents, lang),
  };
  return `\n${fill(receipt.kind === 'REFUND' ? texts.creditReturned : texts.creditApplied, params)}`;
}

function reasonText(reason: string | null, lang: Lang): string {
  const reasons = paymentTexts(lang).mail.refundReasons as Record<string, string>;
  return reason ? (reasons[reason] ?? reason) : '';
}

/** The receipt mail; `own` gives another template and more parameters (a cancelled date's refund). */
export function composeReceiptMail(
  receipt: Receipt,
  own?: { template: { subject: string; body: string }; params: Record<string, string> },
): { subject: string; text: string } {
  const lang = receipt.language;
  const texts = paymentTexts(lang).mail;
  const template =
    own?.template ??
    (receipt.isEvent
      ? receipt.kind === 'REFUND'
        ? texts.eventRefund
        : texts.eventReceipt
      : receipt.kind === 'REFUND'
        ? texts.refund
        : texts.receipt);
  const params = {
    ...own?.params,
    name: receipt.member.name,
    club: receipt.club,
    clubAddress: receipt.clubAddress,
    taxLine: receipt.taxNumber ? fill(paymentTexts(lang).mail.taxNumber, { taxNumber: receipt.taxNumber }) : '',
    orderNumber: receipt.orderNumber,
    date: receipt.date,
    course: receipt.course,
    amount: formatEuro(receipt.amountCents, lang),
    creditLine: creditLine(receipt, lang),
    paymentMethod: receipt.paymentMethod,
    reason: reasonText(receipt.refundReason, lang),
    vatNote: vatLine(receipt, lang),
  };
  return { subject: fill(template.subject, params), text: fill(template.body, params).replace(/\n{3,}/g, '\n\n') };
}

export type MailDeps = PaymentMailDeps;

/** Stores a payment mail in the outbox and tries to send it; the outbox retry sends it later if not. */
export async function sendPaymentMail(
  deps: MailDeps,
  mail: { organizationId: string; club: string; template: string; to: string; subject: string; text: string },
): Promise<void> {
  if (!mail.to) return;
  const id = await addToOutbox(deps.db, {
    organizationId: mail.organizationId,
    template: mail.template,
    templateId: null,
    recipient: mail.to,
    replyTo: null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: null,
  });
  await deliver(
    deps.db,
    deps.mailer,
    deps.smtpUrl,
    id,
    { from: senderAddress(deps.mailFrom, mail.club), to: mail.to, subject: mail.subject, text: mail.text },
    deps.log,
  );
}

/** Mails the receipt (or refund receipt) of an order in the member's language. */
export async function mailReceipt(
  deps: MailDeps,
  organizationId: string,
  orderId: string,
  kind: Receipt['kind'],
): Promise<void> {
  const receipt = await receiptOf(deps.db, organizationId, orderId, kind);
  if (!receipt) return;
  const { subject, text } = composeReceiptMail(receipt);
  await sendPaymentMail(deps, {
    organizationId,
    club: receipt.club,
    template: kind === 'REFUND' ? 'PAYMENT_REFUND_RECEIPT' : 'PAYMENT_RECEIPT',
    to: receipt.member.email,
    subject,
    text,
  });
}

/** Tells the member that a payment that was pending did not go through. */
export async function mailPaymentFailed(
  deps: MailDeps,
  checkout: {
    organizationId: string;
    userId: string;
    concept: string;
    amount: string;
    creditCents: number;
    language: Lang;
  },
  reason: string,
): Promise<void> {
  const [organization, course, user] = await Promise.all([
    deps.db
      .selectFrom('organizations')
      .select(['name', 'company_name'])
      .where('id', '=', checkout.organizationId)
      .executeTakeFirst(),
    deps.db.selectFrom('events_groups').select('name').where('id', '=', checkout.concept).executeTakeFirst(),
    deps.db.selectFrom('users').select(['email', 'first_name']).where('id', '=', checkout.userId).executeTakeFirst(),
  ]);
  const club = organization?.company_name || organization?.name || '';
  const template = paymentTexts(checkout.language).mail.paymentFailed;
  const params = {
    name: user?.first_name || user?.email || '',
    course: course?.name ?? '',
    // What the card was to be charged (the price less the member's credit).
    amount: formatEuro(toCents(checkout.amount) - checkout.creditCents, checkout.language),
    reason,
    club,
  };
  await sendPaymentMail(deps, {
    organizationId: checkout.organizationId,
    club,
    template: 'PAYMENT_FAILED',
    to: user?.email ?? '',
    subject: fill(template.subject, params),
    text: fill(template.body, params),
  });
}
