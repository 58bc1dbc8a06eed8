/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { retryingFetch } from './retrying-fetch';

// A server that cuts the connection of the first `cut` requests, as a server closing an idle
// kept-alive socket does to a client that reuses it at that moment.
let server: Server;
let origin = '';
let cut = 0;
let received: string[] = [];

beforeEach(async () => {
  received = [];
  server = createServer((request, response) => {
    received.push(request.method ?? '');
    if (cut > 0) {
      cut -= 1;
      request.socket.destroy();
      return;
    }
    response.end('remote entry');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the render worker’s fetch', () => {
  it('sends a GET again when the socket was closed under it', async () => {
    cut = 1;
    const answer = await retryingFetch(fetch)(`${origin}/remotes/mf-content/server/remoteEntry.js`);
    expect(await answer.text()).toBe('remote entry');
    expect(received).toEqual(['GET', 'GET']);
  });

  it('gives up after its retries and reports the socket error', async () => {
    cut = 5;
    await expect(retryingFetch(fetch, 2)(`${origin}/x`)).rejects.toThrow('fetch failed');
    expect(received).toHaveLength(3);
  });

  it('never sends a POST twice', async () => {
    cut = 1;
    await expect(retryingFetch(fetch)(`${origin}/x`, { method: 'POST', body: 'order' })).rejects.toThrow(
      'fetch failed',
    );
    expect(received).toEqual(['POST']);
  });

  it('does not retry a refused connection (nothing listens: a remote that is down)', async () => {
    const closed = `${origin.replace(/:\d+$/, '')}:1`;
    await expect(retryingFetch(fetch)(`${closed}/x`)).rejects.toThrow('fetch failed');
  });
});
