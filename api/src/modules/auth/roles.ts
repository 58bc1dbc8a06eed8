import { frontendUserPermissions, permissions } from '../../lib/contracts.js';

/** Roles every organization starts with; stored per organization in the roles table. */
export const defaultRoles: Record<string, string[]> = {
  FRONTEND_USER: [...frontendUserPermissions],
  MEMBER_USER: [...frontendUserPermissions],
  COACH: [permissions.writeCalendar, ...frontendUserPermissions],
  ADMINISTRATOR: [permissions.writeContent, permissions.writeCalendar, ...frontendUserPermissions],
};
