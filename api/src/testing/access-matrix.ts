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
