import { requiredText } from '../../locales/load.js';
import { requestLanguage } from '../../lib/language.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { berlinToday, dueDateProblem, earliestDueDate, isIsoDate, suggestedDueDate } from '../../lib/contracts.js';
import { HttpError } from '../../lib/http-error.js';
import { getSettings } from './repository.js';
import { collectionHistory, recordCollection } from './sepa/collection.js';
import { painDocument } from './sepa/pain008.js';
import { planCollection, summarize } from './sepa/plan.js';
import { recordReturn, resolveReturn } from './sepa/returns.js';
import {
  dueDatesSchema,
  exportSchema,
  historySchema,
  previewSchema,
  recordReturnSchema,
  resolveReturnSchema,
} from './sepa-schemas.js';
import { requireCreditor } from './submission.js';

const base = '/memberships-service/organizations/:orgId/sepa';

/** Refuses a due date banks would not take, naming the next one they would. */
function assertDueDate(dueDate: string, today: string): void {
  const problem = dueDateProblem(dueDate, today);
  if (!problem) return;
  const earliest = earliestDueDate(today);
  if (problem === 'invalid') {
    throw new HttpError(400, 'DUE_DATE_INVALID', 'The due date is not a real date.', 'SEPA');
  }
  if (problem === 'notBusinessDay') {
    throw new HttpError(
      400,
      'DUE_DATE_NOT_BUSINESS_DAY',
      `${dueDate} is not a TARGET business day (weekend, 1 January, Good Friday, Easter Monday, 1 May, 25 or 26 December): banks do not collect on it. The next possible due date is ${earliest}.`,
      'SEPA',
      { dueDate, earliest },
    );
  }
  throw new HttpError(
    400,
    'DUE_DATE_TOO_EARLY',
    `The bank needs the file one TARGET business day before the due date: the earliest due date is ${earliest}.`,
    'SEPA',
    { dueDate, earliest },
  );
}

export const sepaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => berlinToday(app.config.now());

  app.get(`${base}/due-dates`, { schema: dueDatesSchema, config: { access: 'admin' } }, async () => ({
    today: today(),
    earliestDueDate: earliestDueDate(today()),
    suggestedDueDate: suggestedDueDate(today()),
  }));

  app.post(`${base}/collections/preview`, { schema: previewSchema, config: { access: 'admin' } }, async (request) => {
    const { dueDate } = request.body;
    assertDueDate(dueDate, today());
    requireCreditor(await getSettings(app.db, request.params.orgId));
    const plan = await planCollection(app.db, request.params.orgId, dueDate);
    return {
      dueDate,
      period: plan.period,
      isRecorded: plan.isRecorded,
      ...summarize(plan.lines),
      excluded: plan.excluded,
    };
  });

  app.post(`${base}/collections`, { schema: exportSchema, config: { access: 'admin' } }, async (request, reply) => {
    const { dueDate } = request.body;
    assertDueDate(dueDate, today());
    const creditor = requireCreditor(await getSettings(app.db, request.params.orgId));
    const plan = await recordCollection(app.db, {
      organizationId: request.params.orgId,
      dueDate,
      createdBy: request.session!.sub,
    });
    if (plan.lines.length === 0) {
      throw new HttpError(409, 'NOTHING_TO_COLLECT', 'There are no active direct-debit mandates to collect.', 'SEPA');
    }
    const xml = painDocument({ creditor, dueDate, lines: plan.lines, now: new Date(app.config.now()) });
    return reply
      .type('application/xml; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${requiredText(requestLanguage(request), 'files.sepaCollection', { dueDate })}"`,
      )
      .header('cache-control', 'no-store')
      .send(xml);
  });

  app.get(`${base}/collections`, { schema: historySchema, config: { access: 'admin' } }, async (request) =>
    collectionHistory(app.db, request.params.orgId),
  );

  app.post(
    `${base}/mandates/:mandateId/returns`,
    { schema: recordReturnSchema, config: { access: 'admin' } },
    async (request, reply) => {
      const { returnedOn, reasonCode, note } = request.body;
      if (!isIsoDate(returnedOn) || returnedOn > today()) {
        throw new HttpError(
          400,
          'RETURN_DATE_INVALID',
          'The return date must be a real date, today or earlier.',
          'SEPA',
        );
      }
      const recorded = await recordReturn(app.db, {
        organizationId: request.params.orgId,
        mandateId: request.params.mandateId,
        returnedOn,
        reasonCode,
        note: note?.trim() || null,
        recordedBy: request.session!.sub,
      });
      reply.status(201);
      return recorded;
    },
  );

  app.post(
    `${base}/returns/:returnId/resolve`,
    { schema: resolveReturnSchema, config: { access: 'admin' } },
    async (request) =>
      resolveReturn(app.db, {
        organizationId: request.params.orgId,
        returnId: request.params.returnId,
        resolvedBy: request.session!.sub,
      }),
  );
};
