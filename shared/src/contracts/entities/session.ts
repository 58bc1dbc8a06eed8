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

export interface Role {
  name: string;
  permissions: string[];
}

export interface SessionUser {
  id: string;
  /** Expiry in seconds since the epoch (JWT exp). */
  exp: number;
  organizationId: string;
  email: string;
  role: Role;
  accessToken: string;
  /** Shown in the top bar's avatar; not in the spec's shape, added for the profile menu. */
  displayName?: string;
}

export interface Organization {
  id: string;
  name: string;
  email: string;
  companyName?: string;
}

/** The API's error body, always. */
export interface ApiError {
  code: string;
  message: string;
  title: string;
}
