/** An error meant for the caller: its code, message and title are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly title: string = titleFor(statusCode),
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
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

export const notFound = (message = 'The requested resource was not found.'): HttpError =>
  new HttpError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Authentication is required.'): HttpError =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this.'): HttpError =>
  new HttpError(403, 'FORBIDDEN', message);
export const badRequest = (code: string, message: string): HttpError => new HttpError(400, code, message);
