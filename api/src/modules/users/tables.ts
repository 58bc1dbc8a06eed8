import type { ColumnType } from 'kysely';

// Profile columns added to users by migration 030 (members area).
declare module '../../db/schema.js' {
  interface UsersTable {
    first_name: ColumnType<string | null, string | null | undefined, string | null>;
    last_name: ColumnType<string | null, string | null | undefined, string | null>;
    birth_date: ColumnType<string | null, string | null | undefined, string | null>;
    gender: ColumnType<string | null, string | null | undefined, string | null>;
    country_code: ColumnType<string | null, string | null | undefined, string | null>;
    contact_number: ColumnType<string | null, string | null | undefined, string | null>;
    street_number: ColumnType<string | null, string | null | undefined, string | null>;
    post_code: ColumnType<string | null, string | null | undefined, string | null>;
    city: ColumnType<string | null, string | null | undefined, string | null>;
    department: ColumnType<string | null, string | null | undefined, string | null>;
    description: ColumnType<string | null, string | null | undefined, string | null>;
    profile_image: ColumnType<string | null, string | null | undefined, string | null>;
    member_since: ColumnType<string, string | undefined, string>;
    /** Migration 192: per club, given when an application is accepted (memberships/member-numbers.ts). */
    member_number: ColumnType<number | null, number | null | undefined, number | null>;
  }
}
export {};
