import { Type } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';

const errorRef = Type.Ref('ApiError');
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The error answers any route can give whatever its handler does, added to its documented
 * responses so the OpenAPI document lists every status the server really sends:
 * - 400: bad percent-encoding, a path parameter over 100 characters, NUL or unpaired
 *   surrogates in any text (plugins/hostile-input.ts), schema validation;
 * - 401/403: a route that is not public (plugins/access.ts, plugins/tenancy.ts);
 * - 413/415: a route that takes a body (size limit, content types);
 * - 429: a route with a rate limit.
 */
export function commonErrorStatuses(route: Pick<RouteOptions, 'method' | 'config'>): number[] {
  const methods = asArray(route.method);
  const access = asArray((route.config as { access?: string | string[] } | undefined)?.access);
  const statuses = [400];
  if (!access.includes('public')) statuses.push(401, 403);
  if (methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method))) statuses.push(413, 415);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  return statuses;
}

/** Adds the common error statuses to a route's response schema (documented ones are kept). */
export function documentCommonErrors(route: RouteOptions): void {
  const schema = route.schema as { response?: Record<string, unknown>; hide?: boolean } | undefined;
  if (!schema || schema.hide) return;
  const response = { ...(schema.response ?? {}) };
  for (const status of commonErrorStatuses(route)) response[status] ??= errorRef;
  schema.response = response;
}
