import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../lib/database-errors.js';
import { HttpError, titleFor } from '../lib/http-error.js';

interface ErrorBody {
  code: string;
  message: string;
  title: string;
}

/** Drops keys that could poison prototypes when a parsed body is later merged. */
const safeReviver = (key: string, value: unknown): unknown =>
  key === '__proto__' || key === 'constructor' ? undefined : value;

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (first?.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    const where = `${error.validationContext ?? 'body'}${first.instancePath}`;
    return `${where} must NOT have additional property '${extra}'`;
  }
  return error.message;
}

/** Maps any error to { code, message, title } with a fitting status; never a stack or SQL. */
export function toErrorBody(error: FastifyError | HttpError | Error): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { code: error.code, message: error.message, title: error.title } };
  }
  const fe = error as FastifyError;
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
        title: titleFor(503),
      },
    };
  }
  if (fe.validation) {
    return {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: describeValidation(fe), title: 'Validation Error' },
    };
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 413) {
    return {
      status,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.', title: titleFor(413) },
    };
  }
  if (status === 429) {
    return {
      status,
      body: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests, please try again later.', title: titleFor(429) },
    };
  }
  if (status === 415) {
    return {
      status,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported.', title: titleFor(415) },
    };
  }
  if (status === 403) {
    // The static file server refuses odd paths ('//', '/./', NUL, directories) with 403.
    return { status, body: { code: 'FORBIDDEN_PATH', message: 'This address is not served.', title: titleFor(403) } };
  }
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx messages describe the request, not the server: safe to pass on.
    const code = fe.code?.startsWith('FST_') || !fe.code ? 'BAD_REQUEST' : fe.code;
    return { status, body: { code, message: fe.message, title: titleFor(status) } };
  }
  return {
    status: 500,
    body: { code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.', title: titleFor(500) },
  };
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    const text = String(raw);
    // An empty JSON body is treated as no body (PUT authentications without credentials).
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, safeReviver));
    } catch {
      done(new HttpError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.'), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    if (status === 429 && (error as { retryAfter?: number }).retryAfter) {
      reply.header('retry-after', String((error as { retryAfter?: number }).retryAfter));
    }
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
