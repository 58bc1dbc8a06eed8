// Tables of migrations 320 and 380 (the reminder the day before an event).
export interface EventRemindersTable {
  sign_up_id: string;
  event_id: string;
  /** null: the job looked at the sign-up, but no reminder was due. */
  sent_at: Date | null;
}

/** Migration 380: the start an event's people with a place last heard of (moved-events.ts). */
export interface EventStartsTable {
  event_id: string;
  organization_id: string;
  starts_at: Date;
}

declare module '../../db/schema.js' {
  interface Database {
    event_reminders: EventRemindersTable;
    event_starts: EventStartsTable;
  }
}
