import { atom } from 'jotai';
import { permissions, type SessionUser } from '../contracts';
import { organizationAtom, sessionAtom } from './atoms';

/** A user whose email equals the organization's own address is the visitor account. */
export function isLoggedIn(user: SessionUser | null, organizationEmail: string | undefined): boolean {
  if (!user || user.role.name === 'FRONTEND_USER') return false;
  return user.email.toLowerCase() !== (organizationEmail ?? '').toLowerCase();
}

export function hasPermission(user: SessionUser | null, permission: string): boolean {
  return Boolean(user?.role.permissions.includes(permission));
}

export const isLoggedInAtom = atom((get) => isLoggedIn(get(sessionAtom), get(organizationAtom)?.email));
export const hasWriteContentAtom = atom((get) => hasPermission(get(sessionAtom), permissions.writeContent));
export const hasWriteCalendarAtom = atom((get) => hasPermission(get(sessionAtom), permissions.writeCalendar));
