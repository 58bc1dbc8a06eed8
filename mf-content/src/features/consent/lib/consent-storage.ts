import { storageKeys } from '@club/shared';
import { consentCookieAssignment, consentCookieOf, parseConsentCookie } from '@club/shared/contracts';

/** Consent for third-party tools: { [toolId]: boolean }, stored under 'consentAcceptance'. */
export type ConsentState = Record<string, boolean>;

export interface ConsentTool {
  id: string;
  /** Brand name, the same in every language. */
  name: string;
}

/** The tools whose content the site embeds; each block asks for its own tool. */
export const consentTools: readonly ConsentTool[] = [
  { id: 'youtube', name: 'YouTube' },
  { id: 'vimeo', name: 'Vimeo' },
  { id: 'instagram', name: 'Instagram' },
];

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice, or null when the visitor has never saved one (or it is unreadable). */
export function readConsent(storage: ConsentStorage | null = browserStorage()): ConsentState | null {
  const raw = storage?.getItem(storageKeys.consent);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    // Only booleans count: anything else is treated as "not accepted".
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'boolean'));
  } catch {
    return null;
  }
}

/** The server's copy of the choice (rules/consent.ts): what the server rendered this page with. */
export function readConsentCookie(): ConsentState | null {
  return typeof document === 'undefined' ? null : parseConsentCookie(consentCookieOf(document.cookie));
}

function writeConsentCookie(state: ConsentState | null): void {
  if (typeof document !== 'undefined') document.cookie = consentCookieAssignment(state);
}

export function writeConsent(state: ConsentState, storage: ConsentStorage | null = browserStorage()): void {
  storage?.setItem(storageKeys.consent, JSON.stringify(state));
  writeConsentCookie(state);
}

export function clearConsent(storage: ConsentStorage | null = browserStorage()): void {
  storage?.removeItem(storageKeys.consent);
  writeConsentCookie(null);
}

/** Same tools, same answers (key order aside). */
export function isSameConsent(a: ConsentState | null, b: ConsentState | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** A full choice for every known tool, defaulting unknown ones to false. */
export function completeConsent(partial: ConsentState | null, value = false): ConsentState {
  return Object.fromEntries(consentTools.map((tool) => [tool.id, partial?.[tool.id] ?? value]));
}
