import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string | number, string | number>;

// Table of migrations 030, 110 and 180 the orders module owns.

/** SENT: paid and enrolled. REFUND_PENDING: refund asked, not yet confirmed. REFUNDED. */
export type OrderStatus = 'SENT' | 'REFUND_PENDING' | 'REFUNDED';
export interface OrdersTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  /** Migration 180: who takes part (the payer or their child; issue 21 item 4). */
  participant_id: string;
  checkout_id: string;
  events_group_id: string | null;
  order_items: ColumnType<unknown, string, string>;
  payment_method: string;
  amount: Numeric;
  currency: string;
  status: string;
  provider_payment_id: string | null;
  created_at: Generated<Date>;
  number: Generated<string>;
  refund_reason: string | null;
  refund_requested_by: string | null;
  provider_refund_id: string | null;
  refunded_at: Date | null;
  claimed_until: Date | null;
  language: Generated<string>;
  /** Migration 350: the part of `amount` the member's credit paid; the card paid the rest. */
  credit_cents: Generated<number>;
  /** Migration 330: the EVENT block an event's order paid for, and its title then (receipts, ledger). */
  event_id: string | null;
  item_name: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    orders: OrdersTable;
  }
}

/** Migration 250: a cancelled date's credit or partial refund of one order (date-cancelled.ts). */
export interface OrderDateAdjustmentsTable {
  id: Generated<string>;
  organization_id: string;
  order_id: string;
  occurrence_id: string;
  date_start: Date;
  kind: 'CREDIT' | 'PARTIAL_REFUND';
  amount_cents: number;
  status: 'PENDING' | 'DONE';
  provider_refund_id: string | null;
  claimed_until: Date | null;
  created_at: Generated<Date>;
  done_at: Date | null;
}

declare module '../../db/schema.js' {
  interface Database {
    order_date_adjustments: OrderDateAdjustmentsTable;
  }
}
