import type { SessionUser } from '../contracts';

// Local storage keys of members-and-transactions.md §3.
export const storageKeys = {
  user: 'user',
  consent: 'consentAcceptance',
  lastUrl: 'lastUrl',
  joinCourseStep: 'joinCourseStep',
  menu: 'menu',
  language: 'language',
} as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredUser(): SessionUser | null {
  const raw = storage()?.getItem(storageKeys.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function storeUser(user: SessionUser | null): void {
  if (user) storage()?.setItem(storageKeys.user, JSON.stringify(user));
  else storage()?.removeItem(storageKeys.user);
}

export function isExpired(user: Pick<SessionUser, 'exp'>, nowMs = Date.now()): boolean {
  return user.exp * 1000 <= nowMs;
}
