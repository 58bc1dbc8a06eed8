import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { forbidden } from '../../lib/http-error.js';
import { joinPage, leavePage, readPresence, takeOverPage, type PresenceKey } from './editor-presence.js';
import { pageOfClub } from './page-of-club.js';
import { startPresenceFeed } from './presence-feed.js';
import { tags, writeErrors } from './schemas.js';

const calls = endpoints.contentEndpoints;
// Presence never changes what visitors see: the published cache stays.
const config = { keepsPublished: true };
/** How long GET presence?after= waits for a change before answering the same again. */
const longestWaitMs = 25_000;

/**
 * Who else is here (issue 34 item 5): join/heartbeat, wait for a change, take over, leave. Only
 * WRITE_CONTENT of the page's club (the access guard and tenancy; another club's page is 404).
 */
export const presenceRoutes: FastifyPluginAsync = async (app) => {
  const page = pageOfClub(app.db);
  const feed = await startPresenceFeed(app);
  const now = () => new Date(app.config.now());
  const keyOf = (request: { params: { orgId: string; id: string }; session: { sub: string } | null }): PresenceKey => {
    if (!request.session) throw forbidden();
    return { organizationId: request.params.orgId, contentId: request.params.id, userId: request.session.sub };
  };
  const options = {
    tags,
    preValidation: page,
    config,
    response: { 200: schemas.editorPresenceSchema, ...writeErrors },
  };

  registerEndpoint(app, calls.joinPresence, options, async (request) => {
    const key = keyOf(request);
    await joinPage(app.db, key, now());
    return readPresence(app.db, key, now());
  });

  registerEndpoint(app, calls.getPresence, options, async (request, reply) => {
    const key = keyOf(request);
    let presence = await readPresence(app.db, key, now());
    const after = request.query.after;
    // A long poll: the editor learns of an arrival or a take-over as soon as any replica commits it.
    const deadline = Date.now() + longestWaitMs;
    let isGone = false;
    reply.raw.once('close', () => (isGone = true));
    while (!isGone && after === presence.revision && Date.now() < deadline) {
      const isOpen = await feed.next(key.contentId, deadline - Date.now(), reply.raw);
      presence = await readPresence(app.db, key, now());
      if (!isOpen) break;
    }
    return presence;
  });

  registerEndpoint(app, calls.takeOverPage, options, async (request) => {
    const key = keyOf(request);
    await takeOverPage(app.db, key, now());
    return readPresence(app.db, key, now());
  });

  registerEndpoint(
    app,
    calls.leavePresence,
    { tags, preValidation: page, config, response: { 204: Type.Null(), ...writeErrors } },
    async (request, reply) => {
      await leavePage(app.db, keyOf(request), now());
      return reply.status(204).send(null);
    },
  );
};
