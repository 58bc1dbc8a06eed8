import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../lib/schemas.js';
import { vapidKeys } from './keys.js';
import { checkPushEndpoint, deleteSubscription, kindsOf, saveSubscription } from './subscriptions.js';

const push = endpoints.pushEndpoints;
const tags = ['push'];
const PushSettingsSchema = push.pushSettingsSchema;

/** Push subscriptions per person and browser (issue 35 item 4; README "The installable app"). */
export const webPushRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    push.getPushSettings,
    { tags, response: { 200: PushSettingsSchema, ...errorResponses(400, 401, 403) } },
    async (request) => {
      const { orgId, userId } = request.params;
      const { publicKey } = await vapidKeys(app.db);
      return { publicKey, kinds: await kindsOf(app.db, orgId, userId, request.query?.endpoint) };
    },
  );

  registerEndpoint(
    app,
    push.savePushSubscription,
    { tags, response: { 200: PushSettingsSchema, ...errorResponses(400, 401, 403) } },
    async (request) => {
      const { orgId, userId } = request.params;
      checkPushEndpoint(request.body.endpoint, app.config.push.allowLoopbackEndpoints);
      await saveSubscription(app.db, orgId, userId, request.body);
      const { publicKey } = await vapidKeys(app.db);
      return { publicKey, kinds: await kindsOf(app.db, orgId, userId, request.body.endpoint) };
    },
  );

  registerEndpoint(
    app,
    push.deletePushSubscription,
    { tags, response: { 204: Type.Null(), ...errorResponses(400, 401, 403) } },
    async (request, reply) => {
      const { orgId, userId } = request.params;
      await deleteSubscription(app.db, orgId, userId, request.query.endpoint);
      return reply.code(204).send();
    },
  );
};
