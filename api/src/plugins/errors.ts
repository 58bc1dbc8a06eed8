import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, isInvalidValue } from '../lib/database-errors.js';
import { sharedMessage } from '../lib/contracts.js';
import { HttpError, titleFor } from '../lib/http-error.js';
import { requestLanguage, type Language } from '../lib/language.js';
import { text } from '../locales/load.js';

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

/** Any error as an HttpError with the API's code and English text; never a stack or SQL. */
export function asHttpError(error: FastifyError | HttpError | Error): HttpError {
  if (error instanceof HttpError) return error;
  const fe = error as FastifyError;
  if (isDatabaseUnavailable(error)) {
    return new HttpError(
      503,
      'DATABASE_UNAVAILABLE',
      'The service is briefly unavailable. Please try again in a moment.',
    );
  }
  if (isInvalidValue(error)) {
    return new HttpError(400, 'INVALID_VALUE', 'A value in the request is not valid here.');
  }
  if (fe.validation) {
    const first = fe.validation[0];
    const extra =
      first?.keyword === 'additionalProperties'
        ? (first.params as { additionalProperty?: string }).additionalProperty
        : undefined;
    const field = `${fe.validationContext ?? 'body'}${first?.instancePath ?? ''}${extra ? `/${extra}` : ''}`;
    const detail = describeValidation(fe);
    return new HttpError(
      400,
      'VALIDATION_ERROR',
      detail,
      'Validation Error',
      { field, detail },
      'VALIDATION_ERROR.schema',
    );
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 413) return new HttpError(status, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (status === 429) {
    return new HttpError(status, 'TOO_MANY_REQUESTS', 'Too many requests, please try again later.');
  }
  if (status === 415) return new HttpError(status, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.');
  if (status === 403) {
    // The static file server refuses odd paths ('//', '/./', NUL, directories) with 403.
    return new HttpError(status, 'FORBIDDEN_PATH', 'This address is not served.');
  }
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx messages describe the request, not the server: passed on in English;
    // German callers get the code's plain sentence instead.
    const code = fe.code?.startsWith('FST_') || !fe.code ? 'BAD_REQUEST' : fe.code;
    return new HttpError(status, code, fe.message, titleFor(status), { detail: fe.message }, 'BAD_REQUEST');
  }
  return new HttpError(500, 'INTERNAL_ERROR', 'Something went wrong. Please try again.');
}

/**
 * A body refused by a contracts' rule whose every message is a shared message key
 * ('validation.mandatory'): answered as the form says it, per field, in the caller's language
 * ('messageProperties.email: Invalid email.'). Otherwise null (the generic validation answer).
 */
function ruleMessagesOf(error: FastifyError | HttpError | Error, lang: Language): HttpError | null {
  const issues = (error as FastifyError).validation;
  if (!issues?.length) return null;
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const dotPath = (issue.params as { dotPath?: unknown } | undefined)?.dotPath;
    const key = issue.message ?? '';
    const words = sharedMessage(key, lang);
    if (typeof dotPath !== 'string' || words === key) return null;
    if (!byField.has(dotPath)) byField.set(dotPath, words);
  }
  const message = [...byField].map(([field, words]) => `${field}: ${words}`).join('; ');
  return HttpError.localized(400, 'VALIDATION_ERROR', message, 'Validation Error');
}

/**
 * The error in the caller's language: `errors.<textKey>.message` (else the code's own message)
 * and `errors.<code>.title` (else the status's title) from api/src/locales. A code without a
 * text keeps the English words of the code, so a missing translation never hides the error.
 */
export function toErrorBody(
  error: FastifyError | HttpError | Error,
  lang: Language = 'en',
): { status: number; body: ErrorBody } {
  const http = ruleMessagesOf(error, lang) ?? asHttpError(error);
  const params = { ...http.params };
  const message = http.isLocalized
    ? http.message
    : (text(lang, `errors.${http.textKey}.message`, params) ??
      text(lang, `errors.${http.textKey}`, params) ??
      text(lang, `errors.${http.code}.message`, params) ??
      http.message);
  const title = text(lang, `errors.${http.code}.title`) ?? text(lang, `titles.${http.statusCode}`) ?? http.title;
  return { status: http.statusCode, body: { code: http.code, message, title } };
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
    const { status, body } = toErrorBody(error, requestLanguage(request));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    if (status === 429 && (error as { retryAfter?: number }).retryAfter) {
      reply.header('retry-after', String((error as { retryAfter?: number }).retryAfter));
    }
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
