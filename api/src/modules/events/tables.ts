import type { ColumnType, Generated } from 'kysely';

// Table of migration 310 (sign-ups for one-off events, issue 35 item 3).
export interface EventSignUpsTable {
  id: Generated<string>;
  organization_id: string;
  event_id: string;
  user_id: string | null;
  name: string;
  email: string;
  language: Generated<string>;
  guests: Generated<number>;
  answers: ColumnType<Record<string, string>, string, string>;
  status: 'CONFIRMED' | 'WAITING';
  joined_at: Generated<Date>;
  confirmed_at: Date | null;
  /** Migration 330: the paid order that confirmed the place (null: a free event's sign-up). */
  order_id: Generated<string | null>;
  /** Migration 330: a paid event's waiting-list offer holds a place for this person until then. */
  offer_expires_at: Generated<Date | null>;
  /** Migration 390: the guardian who signed up their child (user_id); null: the person themself. */
  signed_up_by: Generated<string | null>;
}

/** Migration 330: a paid event's sign-up while it is being paid (its checkout holds the place). */
export interface EventPaymentsTable {
  checkout_id: string;
  organization_id: string;
  event_id: string;
  user_id: string;
  name: string;
  email: string;
  language: Generated<string>;
  guests: Generated<number>;
  answers: ColumnType<Record<string, string>, string, string>;
  created_at: Generated<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    event_sign_ups: EventSignUpsTable;
    event_payments: EventPaymentsTable;
  }
}
