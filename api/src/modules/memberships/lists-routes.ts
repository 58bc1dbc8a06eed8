import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as v from 'valibot';
import {
  applicationColumns,
  berlinToday,
  endpoints,
  maskIban,
  memberColumns,
  membershipTypeById,
  schemas,
  tableView,
} from '../../lib/contracts.js';
import { requestLanguage, type Language } from '../../lib/language.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { errorResponses } from '../../lib/schemas.js';
import { listApplications } from './repository.js';
import { berlinTimeCell, csvText, dateCell, euroCells, phoneCell, toCsv } from './lists/csv.js';
import { listMembers } from './lists/members.js';
import { typeLabelOf } from './mail-texts.js';

const tags = ['memberships'];
const lists = endpoints.memberListsEndpoints;
const csvResponse = { 200: Type.String({ description: 'text/csv; UTF-8 with BOM, ";" separated' }) };
const typeLabel = (typeId: number | null, lang: Language) => {
  const type = typeId === null ? undefined : membershipTypeById(typeId);
  return type ? typeLabelOf(type.key, lang) : '';
};
const csvHeaders = (name: string, today: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}-${today}.csv"`,
  'cache-control': 'no-store',
});

/**
 * The treasurer's lists (administrators only): members and applications as tables and as CSV.
 * The CSV carries the full IBAN (see api/README.md, "Treasurer's lists"); screens only masked.
 */
export const listRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    lists.listMembers,
    { tags, response: { 200: v.array(schemas.treasurerMemberSchema), ...errorResponses(401, 403) } },
    async (request) => {
      const members = await listMembers(app.db, request.params.orgId);
      return members.map(({ mandate, ...member }) => {
        if (!mandate) return { ...member, mandate: null };
        const { iban, ...shown } = mandate;
        return { ...member, mandate: { ...shown, maskedIban: maskIban(iban) } };
      });
    },
  );

  registerEndpoint(
    app,
    lists.downloadMembersCsv,
    { tags, response: { ...csvResponse, ...errorResponses(400, 401, 403) } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { q, sort, dir } = request.query;
      const members = tableView(await listMembers(app.db, request.params.orgId), memberColumns, {
        query: q,
        sort,
        direction: dir,
      });
      const csv = toCsv(
        [
          'memberNumber',
          'lastName',
          'firstName',
          'email',
          'memberSince',
          'street',
          'postCode',
          'city',
          'type',
          'people',
          'monthly',
          'reference',
          'iban',
          'bic',
          'accountHolder',
          'openReturns',
        ],
        members.map((m) => [
          m.memberNumber,
          m.lastName ?? m.displayName,
          m.firstName,
          m.email,
          dateCell(m.memberSince),
          m.streetNumber,
          m.postCode,
          m.city,
          typeLabel(m.typeId, lang),
          m.people,
          euroCells(m.monthlyCents),
          m.mandate?.reference,
          m.mandate?.iban,
          m.mandate?.bic,
          m.mandate?.accountHolder,
          m.mandate?.openReturns,
        ]),
        lang,
      );
      return reply.headers(csvHeaders(csvText('membersFile', lang), berlinToday(app.config.now()))).send(csv);
    },
  );

  registerEndpoint(
    app,
    lists.downloadApplicationsCsv,
    { tags, response: { ...csvResponse, ...errorResponses(400, 401, 403) } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { q, sort, dir, state } = request.query;
      const rows = (await listApplications(app.db, request.params.orgId, state)).map((row) => ({
        row,
        createdAt: row.created_at.toISOString(),
        state: row.state,
        firstName: row.form.firstName,
        familyName: row.form.familyName,
        email: row.email,
        address: `${row.form.streetAddress}, ${row.form.postCode} ${row.form.city}`,
        monthlyCents: row.monthly_cents,
        mandate: { reference: row.reference, accountHolder: row.account_holder },
      }));
      const view = tableView(rows, applicationColumns, { query: q, sort, direction: dir });
      const csv = toCsv(
        [
          'createdAt',
          'state',
          'lastName',
          'firstName',
          'email',
          'phone',
          'street',
          'postCode',
          'city',
          'type',
          'people',
          'monthly',
          'reference',
          'mandateState',
          'iban',
          'bic',
          'accountHolder',
          'decidedAt',
          'rejectReason',
        ],
        view.map(({ row }) => [
          berlinTimeCell(row.created_at),
          csvText(`state_${row.state}`, lang),
          row.form.familyName,
          row.form.firstName,
          row.email,
          phoneCell(row.form.countryCode, row.form.phone),
          row.form.streetAddress,
          row.form.postCode,
          row.form.city,
          typeLabel(row.type_id, lang),
          row.people,
          euroCells(row.monthly_cents),
          row.reference,
          csvText(`mandate_${row.mandate_state}`, lang),
          row.iban,
          row.bic,
          row.account_holder,
          berlinTimeCell(row.decided_at),
          row.reject_reason,
        ]),
        lang,
      );
      return reply.headers(csvHeaders(csvText('applicationsFile', lang), berlinToday(app.config.now()))).send(csv);
    },
  );
};
