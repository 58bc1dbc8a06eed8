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
}

declare module '../../db/schema.js' {
  interface Database {
    event_sign_ups: EventSignUpsTable;
  }
}
