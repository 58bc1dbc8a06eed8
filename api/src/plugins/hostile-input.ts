import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { requestLanguage } from '../lib/language.js';
import { toErrorBody } from './errors.js';

/**
 * Input that no handler should ever see. PostgreSQL refuses NUL characters in text and lone UTF-16
 * surrogates cannot be encoded, so either would surface as a 500 deep in a repository: every
 * string of the query, path parameters and body is checked once, after validation and before
 * any handler, and refused with 400 INVALID_TEXT.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const notFinite = 'holds a number that is not finite (Infinity, 1e309)';

export function findInvalidText(value: unknown, depth = 0): string | null {
  // A query value 'Infinity' or '1e309' becomes Infinity when coerced, and passes an integer check.
  if (typeof value === 'number') return Number.isFinite(value) ? null : notFinite;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'contains a NUL character';
    if (loneSurrogate.test(value)) return 'contains an unpaired surrogate (not valid Unicode)';
    return null;
  }
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const found = typeof key === 'string' ? findInvalidText(key, depth + 1) : null;
    const inner = found ?? findInvalidText(item, depth + 1);
    if (inner) return inner;
  }
  return null;
}

const invalidText = (where: string, reason: string) =>
  new HttpError(
    400,
    reason === notFinite ? 'INVALID_NUMBER' : 'INVALID_TEXT',
    `The ${where} ${reason}. Please remove it and try again.`,
    undefined,
    { where, reason },
  );

/** Fastify's router errors (bad percent-encoding, over-long path parameters) in the API's shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const answer = isTooLong
    ? new HttpError(400, 'PATH_PARAMETER_TOO_LONG', 'A part of the address is longer than 100 characters.')
    : new HttpError(400, 'INVALID_URL', 'The address contains an invalid character encoding.');
  const { body } = toErrorBody(answer, requestLanguage(request));
  void reply.status(400).type('application/json; charset=utf-8').send(body);
}

/** A route path pattern (/a/:id/*) as a regular expression over concrete paths. */
const patternOf = (url: string): RegExp =>
  new RegExp(
    `^${url
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`,
  );

async function hostileInputPlugin(app: FastifyInstance, opts: { apiPrefix: string }): Promise<void> {
  const routes: Array<{ method: string; pattern: RegExp }> = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${opts.apiPrefix}/`)) return;
    for (const method of [route.method].flat()) routes.push({ method, pattern: patternOf(route.url) });
  });

  // A known path with a method it does not serve (TRACE, QUERY, DELETE on a GET route): 405 with
  // Allow, before any body handling, instead of a misleading 404 or 400.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || !request.url.startsWith(`${opts.apiPrefix}/`)) return;
    const path = request.url.split('?')[0] ?? '';
    const allowed = [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
    if (allowed.length === 0) return;
    reply.header('allow', allowed.join(', '));
    throw new HttpError(
      405,
      'METHOD_NOT_ALLOWED',
      `${request.method} is not allowed here. Allowed: ${allowed.join(', ')}.`,
      undefined,
      { method: request.method, allowed: allowed.join(', ') },
    );
  });

  app.addHook('preHandler', async (request) => {
    for (const [where, value] of [
      ['address', request.params],
      ['query', request.query],
      ['request body', request.body],
    ] as const) {
      const reason = findInvalidText(value);
      if (reason) throw invalidText(where, reason);
    }
  });
}

export default fp(hostileInputPlugin, { name: 'hostile-input' });
