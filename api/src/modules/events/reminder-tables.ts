// Table of migration 320 (the reminder the day before an event).
export interface EventRemindersTable {
  sign_up_id: string;
  event_id: string;
  /** null: the job looked at the sign-up, but no reminder was due. */
  sent_at: Date | null;
}

declare module '../../db/schema.js' {
  interface Database {
    event_reminders: EventRemindersTable;
  }
}
