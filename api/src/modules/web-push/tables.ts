import type { ColumnType, Generated } from 'kysely';

// Tables of migration 300 (web push).
export interface PushKeysTable {
  id: Generated<boolean>;
  public_key: string;
  private_key: string;
  created_at: Generated<Date>;
}

export interface PushSubscriptionsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds: ColumnType<string[], string[], string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PushQueueTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  attempts: Generated<number>;
  claimed_until: Date | null;
  sent_at: Date | null;
  created_at: Generated<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    push_keys: PushKeysTable;
    push_subscriptions: PushSubscriptionsTable;
    push_queue: PushQueueTable;
  }
}
