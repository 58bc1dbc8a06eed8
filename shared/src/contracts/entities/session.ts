// The stored session user of members-and-transactions.md §3.
export const permissions = {
  writeContent: 'WRITE_CONTENT',
  writeCalendar: 'WRITE_CALENDAR',
} as const;

export const frontendUserPermissions = [
  'ASSIGN_MOBILE_USER_ROLE_PERMISSION',
  'CREATE_USERS',
  'READ_ORG',
  'READ_USERS',
  'READ_ROLES',
] as const;

export type { Role, SessionUser, Organization, ApiError } from '../schemas/session';
