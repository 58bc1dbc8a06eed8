import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { berlinToday, endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { requestLanguage } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { requiredText } from '../../locales/load.js';
import { readPaymentSettings } from '../payments/index.js';
import { toWindows1252 } from './datev.js';
import { allEntries, filterEntries, ledgerOf } from './entries.js';
import { ledgerCsv, ledgerDatev } from './exports.js';

const tags = ['orders'];
const calls = endpoints.ledgerEndpoints;
const fileResponse = (description: string) => ({ 200: Type.String({ description }) });
const download = (type: string, name: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${name}"`,
});

/** The treasurer's ledger: the list with its sums, the CSV and the DATEV file (same filters). */
export const ledgerRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    calls.listLedger,
    { tags, response: { 200: schemas.ledgerSchema, ...errorResponses(400, 401, 403) } },
    async (request) =>
      ledgerOf(
        app.db,
        request.params.orgId,
        request.query,
        requiredText(requestLanguage(request), 'ledger.membership'),
      ),
  );

  registerEndpoint(
    app,
    calls.downloadLedgerCsv,
    {
      tags,
      response: { ...fileResponse('text/csv; UTF-8 with BOM, ";" separated'), ...errorResponses(400, 401, 403) },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const entries = filterEntries(await allEntries(app.db, request.params.orgId), request.query);
      const name = `${requiredText(lang, 'ledger.file')}-${berlinToday(app.config.now())}.csv`;
      return reply.headers(download('text/csv; charset=utf-8', name)).send(ledgerCsv(entries, lang));
    },
  );

  registerEndpoint(
    app,
    calls.downloadLedgerDatev,
    {
      tags,
      response: {
        ...fileResponse('text/csv; Windows-1252, DATEV EXTF Buchungsstapel'),
        ...errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const entries = filterEntries(await allEntries(app.db, orgId), request.query);
      const settings = await readPaymentSettings(app.db, orgId);
      const file = ledgerDatev(entries, request.query, settings, new Date(app.config.now()));
      // DATEV wants the name to begin with EXTF_ (developer.datev.de, DATEV-Format > Einstieg).
      const name = `EXTF_Buchungsstapel_${berlinToday(app.config.now())}.csv`;
      return reply.headers(download('text/csv; charset=windows-1252', name)).send(toWindows1252(file));
    },
  );
};
