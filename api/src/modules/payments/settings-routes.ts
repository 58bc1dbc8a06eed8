import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { errorResponses } from '../../lib/schemas.js';
import { readPaymentSettings, savePaymentSettings } from './settings.js';
import './tables.js';

const calls = endpoints.ordersEndpoints;
// The answer is the body's shape with every field (paymentSettingsAnswerSchema in the contracts' endpoints).
const Settings = calls.paymentSettingsAnswerSchema;

/** The club's receipt and bookkeeping settings (administrators and treasurers; the ledger page). */
export const paymentSettingsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    calls.getPaymentSettings,
    { tags: ['orders'], response: { 200: Settings, ...errorResponses(401, 403) } },
    async (request) => readPaymentSettings(app.db, request.params.orgId),
  );
  registerEndpoint(
    app,
    calls.savePaymentSettings,
    { tags: ['orders'], response: { 200: Settings, ...errorResponses(400, 401, 403) } },
    async (request) => {
      await savePaymentSettings(app.db, request.params.orgId, request.body);
      return readPaymentSettings(app.db, request.params.orgId);
    },
  );
};
