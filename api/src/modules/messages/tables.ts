import type { ColumnType, Generated } from 'kysely';

// Tables of migration 290 (messages, unsubscribes, answers per date).
export interface MessagesTable {
  id: Generated<string>;
  organization_id: string;
  sender_id: string | null;
  sender_name: string;
  audience: ColumnType<Record<string, unknown>, string, string>;
  subject_de: string;
  body_de: string;
  subject_en: Generated<string>;
  body_en: Generated<string>;
  recipient_count: number;
  created_at: Generated<Date>;
}

export interface MessageUnsubscribesTable {
  organization_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface DateAnswersTable {
  organization_id: string;
  occurrence_id: string;
  user_id: string;
  attending: boolean;
  answered_by: string | null;
  answered_at: Generated<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    messages: MessagesTable;
    message_unsubscribes: MessageUnsubscribesTable;
    date_answers: DateAnswersTable;
  }
}
