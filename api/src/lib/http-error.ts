/**
 * An error meant for the caller. `message` is the English text; the caller's language gets the
 * text kept under `errors.<textKey>` (by default the code) in api/src/locales/{de,en}/*.json, with
 * `params` filled into its {{placeholders}}. One code may have several texts: `textKey`
 * 'NOT_FOUND.user' picks `errors.NOT_FOUND.user` (see api/src/locales/README.md).
 */
export class HttpError extends Error {
  /** The message was composed in the caller's language already (field-by-field rule messages). */
  isLocalized = false;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly title: string = titleFor(statusCode),
    readonly params?: Record<string, string | number>,
    readonly textKey: string = code,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /**
   * An error whose message is already in the request's language (see requestLanguage): the
   * errors plugin passes it on as it is and only translates the title.
   */
  static localized(statusCode: number, code: string, message: string, title?: string): HttpError {
    const error = new HttpError(statusCode, code, message, title);
    error.isLocalized = true;
    return error;
  }
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function titleFor(status: number): string {
  return titles[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

type Params = Record<string, string | number>;

/** `variant` names the text among the code's texts ('user' -> errors.NOT_FOUND.user). */
export const notFound = (message = 'The requested resource was not found.', variant?: string, params?: Params) =>
  new HttpError(404, 'NOT_FOUND', message, undefined, params, variant ? `NOT_FOUND.${variant}` : 'NOT_FOUND');
export const unauthorized = (message = 'Authentication is required.'): HttpError =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this.', variant?: string, params?: Params) =>
  new HttpError(403, 'FORBIDDEN', message, undefined, params, variant ? `FORBIDDEN.${variant}` : 'FORBIDDEN');
export const badRequest = (code: string, message: string, textKey?: string, params?: Params): HttpError =>
  new HttpError(400, code, message, undefined, params, textKey);
/** A one-time link (set password, unlock) that is invalid, used or expired: JSON callers' 410. */
export const linkGone = (): HttpError =>
  new HttpError(410, 'LINK_GONE', 'This link is invalid, was used already or has expired.');
