import { call } from '@club/shared';
import type { Ledger } from '@club/shared/contracts/schemas';
import {
  downloadLedgerCsv,
  downloadLedgerDatev,
  listLedger,
  type LedgerQuery,
} from '@club/shared/contracts/endpoints/ledger';
import {
  getPaymentSettings,
  refundOrder,
  savePaymentSettings,
  type PaymentSettings,
} from '@club/shared/contracts/endpoints/orders';

export type { LedgerQuery, PaymentSettings };

/** Only the filters that are set (an empty select means "all"). */
const clean = (query: LedgerQuery): LedgerQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as LedgerQuery;

export const ledgerKey = (orgId: string, query: LedgerQuery) => `ledger:${orgId}:${JSON.stringify(clean(query))}`;
export const settingsKey = (orgId: string) => `payment-settings:${orgId}`;

/** GET .../orders with the filters: entries, total, sums per course and month. */
export function fetchLedger(query: LedgerQuery): Promise<Ledger> {
  return call(listLedger, { query: clean(query) });
}

/** GET .../orders.csv or .../orders.datev.csv with the same filters. */
export function downloadLedger(kind: 'csv' | 'datev', query: LedgerQuery): Promise<Blob> {
  return call(
    kind === 'csv' ? downloadLedgerCsv : downloadLedgerDatev,
    { query: clean(query) },
    { responseType: 'blob' },
  );
}

/** POST .../orders/{orderId}/refund with a reason of the list. */
export function refund(orderId: string, reason: string) {
  return call(refundOrder, { params: { orderId }, body: { reason } });
}

export function fetchPaymentSettings(): Promise<PaymentSettings> {
  return call(getPaymentSettings, {});
}

export function storePaymentSettings(body: PaymentSettings): Promise<PaymentSettings> {
  return call(savePaymentSettings, { body });
}
