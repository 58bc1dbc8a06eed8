import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { errorResponses } from '../../lib/schemas.js';
import { readPaymentSettings, savePaymentSettings } from './settings.js';
import './tables.js';

// The answer is the body's shape (the rule: paymentSettingsSchema in the contracts' endpoints).
const Settings = Type.Object({
  clubAddress: Type.String(),
  vatExempt: Type.Boolean(),
  vatExemptionNote: Type.String(),
  clubName: Type.String(),
  taxNumber: Type.String(),
  creditorId: Type.String(),
  datevConsultantNumber: Type.Integer(),
  datevClientNumber: Type.Integer(),
  datevChart: Type.String(),
  accountBank: Type.String(),
  accountCourses: Type.String(),
  accountMemberships: Type.String(),
  accountCredit: Type.String(),
  feeStart: Type.Union([Type.Literal('JOINING_MONTH'), Type.Literal('NEXT_MONTH')]),
  noticeDays: Type.Integer(),
});
const calls = endpoints.ordersEndpoints;

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
