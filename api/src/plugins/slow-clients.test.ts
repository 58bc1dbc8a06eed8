import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-helpers.js';

/** Sends raw bytes; resolves with everything the server answered and when it closed. */
function rawExchange(port: number, write: (socket: ReturnType<typeof connect>) => void) {
  return new Promise<{ text: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => write(socket));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
  });
}

describe('slow and oversized clients', () => {
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    app = await buildTestApp({ requestTimeoutMs: 2_000, headersTimeoutMs: 1_500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  after(() => app.close());

  it('cuts off a body that trickles in one byte at a time', async () => {
    let timer: NodeJS.Timeout | undefined;
    const result = await rawExchange(port, (socket) => {
      socket.write(
        'POST /api/auth-service/oauth2/exchange HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      );
      timer = setInterval(() => socket.writable && socket.write(' '), 400);
    });
    clearInterval(timer);
    assert.ok(result.closedAfterMs < 6_000, `connection held for ${result.closedAfterMs} ms`);
    assert.match(result.text, /^HTTP\/1\.1 408/);
    const body = JSON.parse(result.text.split('\r\n\r\n')[1] ?? '{}');
    assert.deepEqual(body.code, 'REQUEST_TIMEOUT');
    assert.deepEqual(Object.keys(body).sort(), ['code', 'message', 'title']);
  });

  it('cuts off headers that never finish', async () => {
    let timer: NodeJS.Timeout | undefined;
    const result = await rawExchange(port, (socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      timer = setInterval(() => socket.writable && socket.write('X-Slow: a\r\n'), 300);
    });
    clearInterval(timer);
    assert.ok(result.closedAfterMs < 6_000, `connection held for ${result.closedAfterMs} ms`);
  });

  it('answers headers over the size limit with 431 in the error shape', async () => {
    const result = await rawExchange(port, (socket) => {
      socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    assert.match(result.text, /^HTTP\/1\.1 431/);
    const body = JSON.parse(result.text.split('\r\n\r\n')[1] ?? '{}');
    assert.equal(body.code, 'HEADERS_TOO_LARGE');
    assert.deepEqual(Object.keys(body).sort(), ['code', 'message', 'title']);
  });
});
