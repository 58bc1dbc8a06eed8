import { DateTime } from 'luxon';
import { berlinDate } from '../../lib/contracts.js';
import { paymentTexts } from '../payments/index.js';
import { composeReceiptMail, receiptOf, sendPaymentMail, type MailDeps } from './receipts.js';

/**
 * The refund receipt of one cancelled date's share (issue 33), in the language of the order: the
 * order's receipt data with the date's amount, the refund's day and the cancelled date named.
 */
export async function mailDateRefund(deps: MailDeps, adjustmentId: string): Promise<void> {
  const row = await deps.db
    .selectFrom('order_date_adjustments')
    .select(['organization_id', 'order_id', 'amount_cents', 'date_start', 'done_at'])
    .where('id', '=', adjustmentId)
    .executeTakeFirst();
  if (!row) return;
  const receipt = await receiptOf(deps.db, row.organization_id, row.order_id, 'RECEIPT');
  if (!receipt) return;
  const lang = receipt.language;
  const texts = paymentTexts(lang).mail;
  const cancelledDay = DateTime.fromJSDate(new Date(row.date_start), { zone: 'Europe/Berlin' })
    .setLocale(lang === 'en' ? 'en-GB' : 'de-DE')
    .toLocaleString({ weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' });
  const { subject, text } = composeReceiptMail(
    {
      ...receipt,
      kind: 'REFUND',
      amountCents: row.amount_cents,
      creditCents: 0,
      date: berlinDate(row.done_at ?? new Date()),
      refundReason: 'DATE_CANCELLED',
    },
    { template: texts.dateRefund, params: { cancelledDate: cancelledDay } },
  );
  await sendPaymentMail(deps, {
    organizationId: row.organization_id,
    club: receipt.club,
    template: 'PAYMENT_DATE_REFUND',
    to: receipt.member.email,
    subject,
    text,
  });
}
