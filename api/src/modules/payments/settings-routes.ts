import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas.js';
import './tables.js';

const Settings = Type.Object(
  {
    /** Name and postal address as the receipt shows them (several lines). */
    clubAddress: Type.String({ maxLength: 500 }),
    /** The club charges no VAT on its courses; receipts say so. */
    vatExempt: Type.Boolean(),
    /** The legal ground shown on receipts, e.g. "Steuerfrei nach § 4 Nr. 22 b UStG". */
    vatExemptionNote: Type.String({ maxLength: 300 }),
  },
  { additionalProperties: false },
);

/** The club's receipt settings (administrators). */
export const paymentSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const path = '/orders-service/organizations/:orgId/payment-settings';
  const params = Type.Object({ orgId: Type.String({ format: 'uuid' }) });
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
  app.get(
    path,
    {
      schema: {
        tags: ['orders'],
        summary: 'Receipt settings',
        params,
        response: { 200: Settings, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async (request) => read(request.params.orgId),
  );
  app.put(
    path,
    {
      schema: {
        tags: ['orders'],
        summary: 'Change the receipt settings (address, VAT exemption)',
        params,
        body: Settings,
        response: { 200: Settings, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'admin' },
    },
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
