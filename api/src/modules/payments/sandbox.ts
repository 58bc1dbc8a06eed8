import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { outcomeOf, type PaymentProvider, type PaymentResult, type RefundResult } from './provider.js';
import './tables.js';
import { contracts } from '../../lib/contracts.js';

/**
 * Test cards of the built-in sandbox (documented in api/README.md). Any other card that passes
 * the card rules is accepted, like a test system does.
 */
export const sandboxTestCards: Record<string, { code: string; description: string }> = {
  '4200000000000000': {
    code: '000.100.110',
    description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
  },
  '5454545454545454': {
    code: '000.100.110',
    description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
  },
  '4000000000000002': { code: '800.100.151', description: 'transaction declined (invalid card)' },
  '5105105105105100': { code: '800.100.155', description: 'transaction declined (amount exceeds credit)' },
  '4000000000000259': { code: '000.200.000', description: 'transaction pending' },
};
const accepted = sandboxTestCards['4200000000000000']!;

export const sandboxEntityId = 'sandbox-entity';

/** Where the sandbox provider's own endpoints (widget, card submission) live under the API. */
export const sandboxPrefix = '/payment-sandbox';
const created = { code: '000.200.100', description: 'successfully created checkout' };
const notPaid = { code: '000.200.000', description: 'transaction pending' };

const refunded = {
  code: '000.100.110',
  description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
};
const notRefundable = {
  code: '700.400.200',
  description: 'cannot refund (refund volume exceeded or tx reversed or invalid workflow)',
};

/**
 * The key that ties a checkout to the browser session that created it: only our checkout answer
 * (to the signed-in member) carries it in the widget URL, so a checkout id seen elsewhere (the
 * return URL, a log, a shared link) cannot be used to pay or probe with a card.
 */
export function sandboxBrowserKey(key: Buffer, checkoutId: string): string {
  return createHmac('sha256', key).update(`widget:${checkoutId}`).digest('hex').slice(0, 32);
}

export function isSandboxBrowserKey(key: Buffer, checkoutId: string, given: string | undefined): boolean {
  const expected = Buffer.from(sandboxBrowserKey(key, checkoutId));
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The provider built into the API: same flow and answers as COPYandPAY, state in the database. */
export function sandboxProvider(
  db: Kysely<Database>,
  options: { widgetBaseUrl: string; key: Buffer },
): PaymentProvider {
  const { widgetBaseUrl, key } = options;
  return {
    name: 'sandbox',
    entityId: sandboxEntityId,
    async createCheckout(input) {
      // Shaped like the provider's ids: 32 hex characters and a host suffix.
      const checkoutId = `${randomBytes(16).toString('hex').toUpperCase()}.sbx01`;
      await db
        .insertInto('payment_sandbox_checkouts')
        .values({
          id: checkoutId,
          amount: input.amount,
          currency: input.currency,
          payment_type: input.paymentType,
          merchant_transaction_id: input.merchantTransactionId,
          result_code: created.code,
          result_description: created.description,
        })
        .execute();
      return { checkoutId };
    },
    async paymentStatus(checkoutId): Promise<PaymentResult> {
      const row = await db
        .selectFrom('payment_sandbox_checkouts')
        .selectAll()
        .where('id', '=', checkoutId)
        .executeTakeFirst();
      if (!row) {
        return {
          outcome: 'DECLINED',
          code: '200.300.404',
          description: 'invalid or missing parameter',
          paymentId: null,
          amount: null,
          merchantTransactionId: null,
        };
      }
      const result =
        row.result_code === created.code ? notPaid : { code: row.result_code, description: row.result_description };
      return {
        outcome: outcomeOf(result.code),
        code: result.code,
        description: result.description,
        paymentId: row.payment_id,
        amount: contracts.centsToDecimal(contracts.toCents(row.amount)),
        merchantTransactionId: row.merchant_transaction_id,
      };
    },
    widgetUrl: (checkoutId) =>
      `${widgetBaseUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}&key=${sandboxBrowserKey(key, checkoutId)}`,
    async refund(input): Promise<RefundResult> {
      // Like the provider: a refund never exceeds what the payment captured.
      return db.transaction().execute(async (trx) => {
        const payment = await trx
          .selectFrom('payment_sandbox_checkouts')
          .select(['amount', 'result_code'])
          .where('payment_id', '=', input.paymentId)
          .forUpdate()
          .executeTakeFirst();
        const { rows } = await sql<{ total: string | null }>`
          SELECT sum(amount) AS total FROM payment_sandbox_refunds WHERE payment_id = ${input.paymentId}`.execute(trx);
        const already = Math.round(Number(rows[0]?.total ?? 0) * 100);
        const wanted = Math.round(Number(input.amount) * 100);
        if (
          !payment ||
          outcomeOf(payment.result_code) !== 'SUCCESS' ||
          already + wanted > Math.round(Number(payment.amount) * 100)
        ) {
          return { outcome: 'DECLINED' as const, ...notRefundable, refundId: null };
        }
        const refundId = randomBytes(16).toString('hex').toUpperCase();
        await trx
          .insertInto('payment_sandbox_refunds')
          .values({ id: refundId, payment_id: input.paymentId, amount: input.amount })
          .execute();
        return { outcome: 'SUCCESS' as const, ...refunded, refundId };
      });
    },
  };
}

/**
 * The sandbox "charges" a card: decided by the test card list, kept without any card data
 * (only the brand). A checkout is paid once; a second submission gets the first result.
 */
export async function chargeSandboxCheckout(
  db: Kysely<Database>,
  checkoutId: string,
  card: { number: string; paymentBrand: string; pendingMs: number },
): Promise<{ code: string; description: string } | null> {
  const row = await db
    .selectFrom('payment_sandbox_checkouts')
    .selectAll()
    .where('id', '=', checkoutId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.result_code !== created.code) return { code: row.result_code, description: row.result_description };
  const result = sandboxTestCards[card.number] ?? accepted;
  const outcome = outcomeOf(result.code);
  const paymentId = outcome === 'DECLINED' ? null : randomBytes(16).toString('hex').toUpperCase();
  // The pending test card settles (successfully) after the configured delay.
  const settlesAt = outcome === 'PENDING' ? new Date(Date.now() + card.pendingMs) : null;
  await db
    .updateTable('payment_sandbox_checkouts')
    .set({
      result_code: result.code,
      result_description: result.description,
      payment_brand: card.paymentBrand,
      payment_id: paymentId,
      settles_at: settlesAt,
      settle_code: settlesAt ? accepted.code : null,
      settle_description: settlesAt ? accepted.description : null,
    })
    .where('id', '=', checkoutId)
    .where('result_code', '=', created.code)
    .execute();
  return result;
}
