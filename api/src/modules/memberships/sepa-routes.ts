import { requiredText } from '../../locales/load.js';
import { requestLanguage } from '../../lib/language.js';
import type { FastifyPluginAsync } from 'fastify';
import {
  addDays,
  berlinToday,
  contracts,
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
import { feeRulesOf, planCollection, summarize } from './sepa/plan.js';
import { queueCollectionMails } from './sepa/collection-mails.js';
import { findOrganizationById } from '../organizations/index.js';
import { recordReturn, resolveReturn } from './sepa/returns.js';
import {
  dueDatesSchema,
  exportSchema,
  historySchema,
  previewSchema,
  recordReturnSchema,
  resolveReturnSchema,
  runSchema,
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

/**
 * The first due date the club's pre-notification period allows (a TARGET business day at least
 * noticeDays after today; SEPA rulebook: 14 calendar days unless the club agreed a shorter one).
 */
export const earliestNoticeDueDate = (today: string, noticeDays: number): string => {
  const bank = earliestDueDate(today);
  const notice = contracts.businessDayOnOrAfter(addDays(today, noticeDays));
  return notice > bank ? notice : bank;
};

export const sepaRoutes: FastifyPluginAsync = async (app) => {
  const today = () => berlinToday(app.config.now());

  registerEndpoint(app, calls.getSepaDueDates, { tags, ...dueDatesSchema }, async (request) => {
    const { noticeDays } = await feeRulesOf(app.db, request.params.orgId);
    const notice = earliestNoticeDueDate(today(), noticeDays);
    const suggested = suggestedDueDate(today());
    return {
      today: today(),
      earliestDueDate: earliestDueDate(today()),
      suggestedDueDate: suggested < notice ? notice : suggested,
      noticeDays,
      earliestNoticeDueDate: notice,
    };
  });

  registerEndpoint(app, calls.previewCollection, { tags, ...previewSchema }, async (request) => {
    const { dueDate } = request.body;
    assertDueDate(dueDate, today());
    requireCreditor(await getSettings(app.db, request.params.orgId));
    const plan = await planCollection(app.db, request.params.orgId, dueDate);
    const { noticeDays } = await feeRulesOf(app.db, request.params.orgId);
    const notice = earliestNoticeDueDate(today(), noticeDays);
    return {
      dueDate,
      period: plan.period,
      isRecorded: plan.isRecorded,
      ...summarize(plan.lines),
      invoices: {
        count: plan.invoices.length,
        totalCents: plan.invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0),
      },
      noticeDays,
      earliestNoticeDueDate: notice,
      // A warning in the preview; the run refuses it (409).
      // The notice period binds direct debits only: a run of transfer invoices alone may be closer.
      noticeTooShort: !plan.isRecorded && plan.lines.length > 0 && dueDate < notice,
      excluded: plan.excluded,
    };
  });

  /**
   * Records the run of a due date (or finds the recorded one): the debits and the transfer
   * payers' invoices, their mails queued in the same transaction. The notice period binds
   * direct debits only (SEPA rulebook PT-04.03): a run of transfer payers alone may be closer.
   */
  async function run(organizationId: string, dueDate: string, createdBy: string) {
    assertDueDate(dueDate, today());
    const creditor = requireCreditor(await getSettings(app.db, organizationId));
    const { noticeDays } = await feeRulesOf(app.db, organizationId);
    const notice = earliestNoticeDueDate(today(), noticeDays);
    const planned = await planCollection(app.db, organizationId, dueDate);
    // Exporting a recorded due date again only gives its file once more: the members were told.
    if (!planned.isRecorded && planned.lines.length > 0 && dueDate < notice) {
      throw new HttpError(
        409,
        'NOTICE_PERIOD_TOO_SHORT',
        `Members must be told about a direct debit ${noticeDays} days before the due date (the club's notice period): the earliest due date for this run is ${notice}.`,
        'SEPA',
        { noticeDays, earliest: notice },
      );
    }
    const organization = await findOrganizationById(app.db, organizationId);
    const clubName = organization?.companyName ?? organization?.name ?? creditor.name;
    const { plan, isNew } = await recordCollection(app.db, { organizationId, dueDate, createdBy }, (trx, recorded) =>
      queueCollectionMails(trx, {
        organizationId,
        organizationName: organization?.name ?? clubName,
        clubName,
        creditor,
        plan: recorded,
      }),
    );
    if (plan.lines.length === 0 && plan.invoices.length === 0) {
      throw new HttpError(
        409,
        'NOTHING_TO_COLLECT',
        'No member owes a fee for this due date: no direct debit and no invoice.',
        'SEPA',
      );
    }
    return { plan, isNew, creditor };
  }

  registerEndpoint(app, calls.runCollection, { tags, ...runSchema }, async (request) => {
    const { dueDate } = request.body;
    const { plan, isNew } = await run(request.params.orgId, dueDate, request.session!.sub);
    const debits = summarize(plan.lines);
    return {
      dueDate,
      period: plan.period,
      debits: { count: debits.count, totalCents: debits.totalCents },
      invoices: {
        count: plan.invoices.length,
        totalCents: plan.invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0),
      },
      hasFile: plan.lines.length > 0,
      isNew,
    };
  });

  registerEndpoint(app, calls.exportCollection, { tags, ...exportSchema }, async (request, reply) => {
    const { dueDate } = request.body;
    const { plan, creditor } = await run(request.params.orgId, dueDate, request.session!.sub);
    if (plan.lines.length === 0) {
      // The run is recorded (its invoices went out); there is only no file to give.
      throw new HttpError(
        409,
        'NO_DIRECT_DEBITS',
        `No direct debit is due on this date, so there is no SEPA file. Invoices sent by transfer in this run: ${plan.invoices.length}.`,
        'SEPA',
        { invoices: plan.invoices.length },
      );
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
