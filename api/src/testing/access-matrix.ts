import { randomUUID } from 'node:crypto';
import type { AccessLevel } from '../plugins/access.js';

/**
 * The permission matrix: who may call a route with a given declared access, written as a table
 * (not derived from the guard's code), so the test compares the guard against the rules.
 */
export const callers = [
  'anonymous',
  'visitor',
  'member',
  'coach',
  'admin',
  'otherOrgAdmin',
  'expiredToken',
  'forgedSignature',
] as const;
export type Caller = (typeof callers)[number];

/** Callers with a valid token of the route's organization (or, off org paths, of any). */
const allowedBy: Record<AccessLevel, Caller[]> = {
  public: [...callers],
  visitor: ['visitor', 'member', 'coach', 'admin', 'otherOrgAdmin'],
  user: ['member', 'coach', 'admin', 'otherOrgAdmin'],
  member: ['member'],
  admin: ['admin', 'otherOrgAdmin'],
  // The matrix fills :userId with the member's id.
  self: ['member'],
  WRITE_CONTENT: ['admin', 'otherOrgAdmin'],
  WRITE_CALENDAR: ['coach', 'admin', 'otherOrgAdmin'],
  // Given only on top of a role (the roles page); no caller of the matrix holds it.
  MANAGE_FINANCES: [],
};

const withoutValidToken: Caller[] = ['anonymous', 'expiredToken', 'forgedSignature'];

export type Outcome = 'allowed' | 401 | 403;

export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessLevel[];
}

/** The declared outcome of one caller on one route. A token of another org never opens :orgId paths. */
export function expectedOutcome(route: DeclaredRoute, caller: Caller): Outcome {
  if (route.access.length === 0) throw new Error(`${route.method} ${route.url} declares no access.`);
  if (route.access.includes('public')) return 'allowed';
  if (withoutValidToken.includes(caller)) return 401;
  if (caller === 'otherOrgAdmin' && route.url.includes(':orgId')) return 403;
  return route.access.some((level) => allowedBy[level].includes(caller)) ? 'allowed' : 403;
}

/** Whether an answer matches the outcome: allowed means "neither 401 nor 403" (404, 400 are fine). */
export function matches(outcome: Outcome, status: number): boolean {
  return outcome === 'allowed' ? status !== 401 && status !== 403 : status === outcome;
}

/** A concrete URL for a route pattern: the org's id, the member's id, a path, else fresh UUIDs. */
export function fillUrl(url: string, ids: { orgId: string; userId: string }): string {
  return url
    .replace(/:orgId/g, ids.orgId)
    .replace(/:userId/g, ids.userId)
    .replace(/:path\b/g, 'header')
    .replace(/:[A-Za-z]+/g, () => randomUUID())
    .replace(/\*$/, 'missing.webp');
}

/**
 * Every route of the OpenAPI document must be in the declared list (so a route registered in a
 * way that skipped the access hook would show up here). Returns the missing ones.
 */
export function undeclaredRoutes(
  openapiPaths: Record<string, Record<string, unknown>>,
  declared: DeclaredRoute[],
  prefix: string,
): string[] {
  const known = new Set(declared.map((route) => `${route.method} ${route.url}`));
  const missing: string[] = [];
  for (const [path, operations] of Object.entries(openapiPaths)) {
    const url = `${prefix}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
    for (const method of Object.keys(operations)) {
      const key = `${method.toUpperCase()} ${url}`;
      if (!known.has(key)) missing.push(key);
    }
  }
  return missing;
}

/** Routes of a club that name one of its rows by id (besides the club itself). */
export const namesClubRow = (url: string): boolean =>
  url.includes(':orgId') &&
  /\/:(?!orgId\b)[A-Za-z]*(Id|id)\b/.test(url) &&
  // The contact form's :templateId is a free label the outbox keeps (no UUID, no row looked up);
  // the mail goes to the path's own club whatever it says.
  !url.endsWith('/email/:templateId');

/**
 * Bodies (and queries) that pass validation, so a route's club check, not the body's 400,
 * decides the answer; the ids in them are the other club's.
 */
const plausibleBodies: Array<[RegExp, (ids: Record<string, string>) => unknown]> = [
  [/\/children(\/:childId)?$/, () => ({ firstName: 'Eve', lastName: 'Mallory', birthDate: '2016-05-05' })],
  [/\/attendance$/, (ids) => ({ userId: ids.userId, present: true })],
  [/\/(reject|refund)$/, () => ({ reason: 'Not ours to decide' })],
  [/\/returns$/, () => ({ returnedOn: '2026-01-02', reasonCode: 'AC04' })],
  [/\/open-items\/:itemId\/payment$/, () => ({ paidOn: '2026-01-02' })],
  [/\/restore$/, () => ({ version: 1 })],
  [/\/money-rules$/, () => ({ cancellationRule: 'DAYS_BEFORE_NEXT', cancellationDays: 2, dateCancelPolicy: 'CREDIT' })],
  [/\/date-answers\/:dateId$/, (ids) => ({ participantId: ids.userId, attending: false })],
  [/\/events\/:eventId\/cancellations$/, () => ({ token: 'A'.repeat(43) })],
  [/\/events\/:eventId\/sign-ups$/, () => ({ name: 'Eve Mallory', email: 'eve@example.org' })],
  [/\/events\/:eventId\/payments$/, () => ({ amount: 15 })],
  [/\/products\/:id$/, () => [{ op: 'replace', path: '/name', value: 'Taken over' }]],
  [
    /\/email\/:templateId$/,
    () => ({
      messageProperties: { page: '/', name: 'Eve Mallory', email: 'eve@example.org', message: 'Hello from next door' },
      emailTemplateEnum: 'JOIN_COURSE',
    }),
  ],
];

export function plausibleBody(method: string, url: string, ids: Record<string, string>): unknown {
  if (!['POST', 'PUT', 'PATCH'].includes(method)) return undefined;
  const found = plausibleBodies.find(([pattern]) => pattern.test(url));
  return found ? found[1](ids) : {};
}

/** Query parameters a route requires (a period for the attendance export). */
export const plausibleQuery = (url: string): string =>
  url.endsWith('/attendance.csv') ? '?from=2026-01-01&to=2026-01-31' : '';
