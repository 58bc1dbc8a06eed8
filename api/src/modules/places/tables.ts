import type { Generated } from 'kysely';

// Table of migrations 170 and 190 (the waiting list of a course; 190 dropped `origin`).
export interface CourseWaitingListTable {
  organization_id: string;
  events_group_id: string;
  user_id: string;
  language: Generated<string>;
  joined_at: Generated<Date>;
  offered_at: Date | null;
  offer_expires_at: Date | null;
}

declare module '../../db/schema.js' {
  interface Database {
    course_waiting_list: CourseWaitingListTable;
  }
}
