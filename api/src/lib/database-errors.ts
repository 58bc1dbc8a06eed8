import { HttpError } from './http-error.js';

/** PostgreSQL SQLSTATEs of a server that is going away or not there (classes 08 and 57P). */
const unavailableStates = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08P01',
  '53300', // too_many_connections
  '57P01',
  '57P02',
  '57P03',
]);
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const messages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  // 55000 (object_not_in_prerequisite_state) with ALTER DATABASE ... allow_connections false.
  'is not currently accepting connections',
  'PGlite is closed',
];

/** True when the error means "the database cannot be reached right now" (answered 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (unavailableStates.has(code) || networkCodes.has(code))) return true;
  return typeof message === 'string' && messages.some((text) => message.includes(text));
}

/**
 * SQLSTATE class 22 (data exception: a text that is no uuid, a number out of range, a bad date)
 * means a value from the request reached the database unchecked: the caller's mistake, 400.
 */
export function isInvalidValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Postgres unique violations (a course, category or group name taken) answer 409, not 500. */
export function conflictOnDuplicate(error: unknown, message: string): never {
  if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'DUPLICATE_NAME', message);
  throw error;
}
