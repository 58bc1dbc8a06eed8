import type { ColumnType, Generated } from 'kysely';
import type { Recurrence } from '@club/shared/contracts/schemas';

// Tables of migration 010 (the calendar core). Modules declare their tables beside their code
// and merge them into the Database interface, so no central file collects every module's tables.
export interface CategoriesTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  /** The English name (issue 34); null: the German name in every language. */
  name_en: string | null;
  created_at: Generated<Date>;
}

export interface EventsGroupsTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  url: string | null;
  path: string | null;
  category_id: string | null;
  content_id: string | null;
  created_at: Generated<Date>;
  /** Migration 200 (issue 33): the course's self-cancellation rule and single-date policy. */
  cancellation_rule: Generated<'FIRST_ATTENDABLE' | 'DAYS_BEFORE_NEXT'>;
  cancellation_days: Generated<number>;
  date_cancel_policy: Generated<'NONE' | 'CREDIT' | 'PARTIAL_REFUND'>;
  /** Set while the course has no coming dates after they were removed (orders/course-closed.ts). */
  closed_at: Date | null;
}

export interface EventsGroupMembersTable {
  organization_id: string;
  events_group_id: string;
  user_id: string;
  order_id: string | null;
  joined_at: Generated<Date>;
}

// Migration 020: classes (series) and their materialised dates.
export interface ScheduleSeriesTable {
  id: Generated<string>;
  organization_id: string;
  events_group_id: string;
  name: string;
  start_local: string;
  duration_minutes: number;
  coach: string[];
  place: string;
  description: Generated<string>;
  short_description: Generated<string>;
  image: string | null;
  content_id: string | null;
  recurrence: ColumnType<Recurrence | null, string | null, string | null>;
  /** Migration 150: the COURSE template whose fields wrote this series, and those values. */
  template_id: Generated<string | null>;
  template_values: Generated<string | null>;
  /** Migration 151: the original series this one was split from ("this and following"). */
  lineage_id: Generated<string | null>;
  created_at: Generated<Date>;
}

export interface ScheduleOccurrencesTable {
  id: Generated<string>;
  organization_id: string;
  series_id: string;
  events_group_id: string;
  original_start: ColumnType<Date, Date, Date>;
  starts_at: ColumnType<Date, Date, Date>;
  ends_at: ColumnType<Date, Date, Date>;
  cancelled: Generated<boolean>;
  holiday: string | null;
  modified: Generated<boolean>;
  place: string | null;
  coach: string[] | null;
  description: string | null;
}

export interface CalendarSettingsTable {
  organization_id: string;
  holiday_country: Generated<string>;
  holiday_state: Generated<string>;
}

// Migration 152: attendance per date and participant.
export interface AttendanceTable {
  organization_id: string;
  occurrence_id: string;
  user_id: string;
  present: boolean;
  marked_by: string | null;
  marked_at: Generated<Date>;
}

// Migration 153: mails on course changes, per person.
export interface CourseMailSettingsTable {
  organization_id: string;
  user_id: string;
  course_changes: Generated<boolean>;
  language: Generated<'de' | 'en'>;
  updated_at: Generated<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    categories: CategoriesTable;
    events_groups: EventsGroupsTable;
    events_group_members: EventsGroupMembersTable;
    schedule_series: ScheduleSeriesTable;
    schedule_occurrences: ScheduleOccurrencesTable;
    calendar_settings: CalendarSettingsTable;
    attendance: AttendanceTable;
    course_mail_settings: CourseMailSettingsTable;
  }
}
