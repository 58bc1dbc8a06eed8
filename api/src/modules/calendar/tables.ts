import type { Generated } from 'kysely';

// Tables of migration 010 (the calendar core). Modules declare their tables beside their code
// and merge them into the Database interface, so no central file collects every module's tables.
export interface CategoriesTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
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
}

export interface EventsGroupMembersTable {
  organization_id: string;
  events_group_id: string;
  user_id: string;
  order_id: string | null;
  joined_at: Generated<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    categories: CategoriesTable;
    events_groups: EventsGroupsTable;
    events_group_members: EventsGroupMembersTable;
  }
}
