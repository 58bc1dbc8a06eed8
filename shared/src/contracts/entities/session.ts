// The stored session user of members-and-transactions.md §3.
export const permissions = {
  writeContent: 'WRITE_CONTENT',
  writeCalendar: 'WRITE_CALENDAR',
  /** Keep the books (issue 33): the ledger, refunds, exports and payment settings; administrators have it by role. */
  manageFinances: 'MANAGE_FINANCES',
} as const;

export const frontendUserPermissions = [
  'ASSIGN_MOBILE_USER_ROLE_PERMISSION',
  'CREATE_USERS',
  'READ_ORG',
  'READ_USERS',
  'READ_ROLES',
] as const;

/** Permissions an administrator may give a person on top of their role (the roles page, issue 31). */
export const grantablePermissions = [
  permissions.writeContent,
  permissions.writeCalendar,
  permissions.manageFinances,
] as const;
/** Roles an administrator may give; each organization's roles table holds them. */
export const assignableRoles = ['MEMBER_USER', 'COACH', 'ADMINISTRATOR', 'FRONTEND_USER'] as const;

export type { Role, SessionUser, Organization, ApiError } from '../schemas/session';
