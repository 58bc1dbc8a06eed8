import { call } from '@club/shared';
import { downloadLedgerCsv, downloadLedgerDatev, type LedgerQuery } from '@club/shared/contracts/endpoints/ledger';
import { refundOrder, savePaymentSettings, type PaymentSettings } from '@club/shared/contracts/endpoints/orders';

export type { LedgerQuery, PaymentSettings };

/** Only the filters that are set (an empty select means "all"). */
export const cleanQuery = (query: LedgerQuery): LedgerQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as LedgerQuery;

/** GET .../orders.csv or .../orders.datev.csv with the same filters. */
export function downloadLedger(kind: 'csv' | 'datev', query: LedgerQuery): Promise<Blob> {
  return call(
    kind === 'csv' ? downloadLedgerCsv : downloadLedgerDatev,
    { query: cleanQuery(query) },
    { responseType: 'blob' },
  );
}

/** POST .../orders/{orderId}/refund with a reason of the list. */
export function refund(orderId: string, reason: string) {
  return call(refundOrder, { params: { orderId }, body: { reason } });
}

export function storePaymentSettings(body: PaymentSettings): Promise<PaymentSettings> {
  return call(savePaymentSettings, { body });
}
