import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { errorResponses } from '../../lib/schemas.js';
import './tables.js';

// The answer is the body's shape (the rule: paymentSettingsSchema in the contracts' endpoints).
const Settings = Type.Object({
  clubAddress: Type.String(),
  vatExempt: Type.Boolean(),
  vatExemptionNote: Type.String(),
});
const calls = endpoints.ordersEndpoints;

/** The club's receipt settings (administrators). */
export const paymentSettingsRoutes: FastifyPluginAsync = async (app) => {
  const read = async (orgId: string) => {
    const row = await app.db
      .selectFrom('payment_settings')
      .selectAll()
      .where('organization_id', '=', orgId)
      .executeTakeFirst();
    return {
      clubAddress: row?.club_address ?? '',
      vatExempt: row?.vat_exempt ?? false,
      vatExemptionNote: row?.vat_exemption_note ?? '',
    };
  };
  registerEndpoint(
    app,
    calls.getPaymentSettings,
    { tags: ['orders'], response: { 200: Settings, ...errorResponses(401, 403) } },
    async (request) => read(request.params.orgId),
  );
  registerEndpoint(
    app,
    calls.savePaymentSettings,
    { tags: ['orders'], response: { 200: Settings, ...errorResponses(400, 401, 403) } },
    async (request) => {
      const values = {
        club_address: request.body.clubAddress.trim(),
        vat_exempt: request.body.vatExempt,
        vat_exemption_note: request.body.vatExemptionNote.trim(),
      };
      await app.db
        .insertInto('payment_settings')
        .values({ organization_id: request.params.orgId, ...values })
        .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
        .execute();
      return read(request.params.orgId);
    },
  );
};
