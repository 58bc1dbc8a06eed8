import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { requestLanguage } from '../lib/language.js';
import { toErrorBody } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown, first step: answer new requests 503 and close every connection after its answer. */
    startDraining(): void;
  }
}

/**
 * Closing a kept-alive connection while its client is sending the next request resets it. So on
 * SIGTERM the server first drains for a moment: every answer carries `Connection: close` and
 * requests that arrive get 503, so clients close their connections themselves; only then
 * server.ts closes the server (server.close() would cut idle connections at once).
 */
async function drainPlugin(app: FastifyInstance): Promise<void> {
  let isDraining = false;
  app.decorate('startDraining', () => {
    isDraining = true;
  });
  // preHandler, not onRequest: the request body has been read by then. Closing a connection with
  // unread bytes in it would reset it (TCP RST) under the client's feet.
  app.addHook('preHandler', async (request, reply) => {
    if (!isDraining) return;
    reply.header('connection', 'close').header('retry-after', '5');
    const restarting = new HttpError(503, 'SHUTTING_DOWN', 'The server is restarting. Please try again in a moment.');
    const { body } = toErrorBody(restarting, requestLanguage(request));
    return reply.code(503).type('application/json; charset=utf-8').send(body);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining) reply.header('connection', 'close');
  });
}

export default fp(drainPlugin, { name: 'drain' });
