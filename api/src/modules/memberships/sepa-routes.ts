import { requiredText } from '../../locales/load.js';
import { requestLanguage } from '../../lib/language.js';
import type { FastifyPluginAsync } from 'fastify';
import {
  berlinToday,
  dueDateProblem,
  earliestDueDate,
  endpoints,
  isIsoDate,
  suggestedDueDate,
} from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
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

const calls = endpoints.membershipsEndpoints;
const tags = ['memberships'];

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

export const sepaRoutes: FastifyPluginAsync = async (app) => {
  const today = () => berlinToday(app.config.now());

  registerEndpoint(app, calls.getSepaDueDates, { tags, ...dueDatesSchema }, async () => ({
    today: today(),
    earliestDueDate: earliestDueDate(today()),
    suggestedDueDate: suggestedDueDate(today()),
  }));

  registerEndpoint(app, calls.previewCollection, { tags, ...previewSchema }, async (request) => {
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

  registerEndpoint(app, calls.exportCollection, { tags, ...exportSchema }, async (request, reply) => {
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

  registerEndpoint(app, calls.listCollections, { tags, ...historySchema }, async (request) =>
    collectionHistory(app.db, request.params.orgId),
  );

  registerEndpoint(app, calls.recordReturn, { tags, ...recordReturnSchema }, async (request, reply) => {
    const { returnedOn, reasonCode, note } = request.body;
    if (!isIsoDate(returnedOn) || returnedOn > today()) {
      throw new HttpError(400, 'RETURN_DATE_INVALID', 'The return date must be a real date, today or earlier.', 'SEPA');
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
  });

  registerEndpoint(app, calls.resolveReturn, { tags, ...resolveReturnSchema }, async (request) =>
    resolveReturn(app.db, {
      organizationId: request.params.orgId,
      returnId: request.params.returnId,
      resolvedBy: request.session!.sub,
    }),
  );
};
