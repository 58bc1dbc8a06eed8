import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { outcomeOf, type PaymentProvider, type PaymentResult } from './provider.js';
import './tables.js';

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
const created = { code: '000.200.100', description: 'successfully created checkout' };
const notPaid = { code: '000.200.000', description: 'transaction pending' };

/** The provider built into the API: same flow and answers as COPYandPAY, state in the database. */
export function sandboxProvider(db: Kysely<Database>, widgetBaseUrl: string): PaymentProvider {
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
        amount: Number(row.amount).toFixed(2),
        merchantTransactionId: row.merchant_transaction_id,
      };
    },
    widgetUrl: (checkoutId) => `${widgetBaseUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`,
  };
}

/**
 * The sandbox "charges" a card: decided by the test card list, kept without any card data
 * (only the brand). A checkout is paid once; a second submission gets the first result.
 */
export async function chargeSandboxCheckout(
  db: Kysely<Database>,
  checkoutId: string,
  card: { number: string; paymentBrand: string },
): Promise<{ code: string; description: string } | null> {
  const row = await db
    .selectFrom('payment_sandbox_checkouts')
    .selectAll()
    .where('id', '=', checkoutId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.result_code !== created.code) return { code: row.result_code, description: row.result_description };
  const result = sandboxTestCards[card.number] ?? accepted;
  const paymentId = outcomeOf(result.code) === 'DECLINED' ? null : randomBytes(16).toString('hex').toUpperCase();
  await db
    .updateTable('payment_sandbox_checkouts')
    .set({
      result_code: result.code,
      result_description: result.description,
      payment_brand: card.paymentBrand,
      payment_id: paymentId,
    })
    .where('id', '=', checkoutId)
    .where('result_code', '=', created.code)
    .execute();
  return result;
}
