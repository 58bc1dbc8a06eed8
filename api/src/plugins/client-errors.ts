import type { Socket } from 'node:net';
import { titleFor } from '../lib/http-error.js';

const answers: Record<string, { status: number; code: string; message: string; title: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers are too large.',
    title: 'Request Header Fields Too Large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive.',
    title: 'Request Timeout',
  },
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, a request
 * that trickles in beyond requestTimeout, garbage): answered in the error shape, then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const answer = answers[error.code ?? ''] ?? {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request could not be read.',
    title: titleFor(400),
  };
  const body = JSON.stringify({ code: answer.code, message: answer.message, title: answer.title });
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.title}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
