import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ProviderNotification } from './webhook.js';
import './tables.js';

/**
 * The sandbox's own back office: pending payments whose delay is over settle (like a bank that
 * confirms later), and the provider sends its notification for each. Claimed with SKIP LOCKED, so
 * with two replicas each payment settles and notifies once. Returns how many settled.
 */
export async function settleSandboxPayments(
  db: Kysely<Database>,
  notify: (notification: ProviderNotification) => Promise<void>,
): Promise<number> {
  const { rows } = await sql<{
    id: string;
    merchant_transaction_id: string;
    payment_id: string | null;
    amount: string;
    result_code: string;
  }>`
    UPDATE payment_sandbox_checkouts
    SET result_code = settle_code, result_description = settle_description, settles_at = NULL
    WHERE id IN (
      SELECT id FROM payment_sandbox_checkouts
      WHERE settles_at IS NOT NULL AND settles_at <= now()
      ORDER BY settles_at LIMIT 20
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, merchant_transaction_id, payment_id, amount::text AS amount, result_code`.execute(db);
  for (const row of rows) {
    await notify({
      type: 'PAYMENT',
      payload: {
        id: row.payment_id ?? undefined,
        merchantTransactionId: row.merchant_transaction_id,
        ndc: row.id,
        result: { code: row.result_code },
      },
    });
  }
  return rows.length;
}
