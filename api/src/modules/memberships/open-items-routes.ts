import type { FastifyPluginAsync } from 'fastify';
import { berlinToday, endpoints, isIsoDate } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError } from '../../lib/http-error.js';
import { findOrganizationById } from '../organizations/index.js';
import { queueClubMail } from './mail.js';
import { getSettings } from './repository.js';
import { languageOf, reminderMail } from './sepa/fee-mails.js';
import { claimReminder, kindOfItem, listOpenItems, markExclusion, recordPayment } from './sepa/open-items.js';
import { openItemActionSchema, openItemsSchema } from './sepa-schemas.js';
import { requireCreditor } from './submission.js';

const calls = endpoints.membershipsEndpoints;

const tags = ['memberships'];

/** The treasurer's open items: returned debits and unpaid invoices, reminders, exclusion, payment. */
export const openItemsRoutes: FastifyPluginAsync = async (app) => {
  const today = () => berlinToday(app.config.now());

  registerEndpoint(app, calls.listOpenItems, { tags, ...openItemsSchema }, async (request) =>
    listOpenItems(app.db, request.params.orgId),
  );

  registerEndpoint(app, calls.sendReminder, { tags, ...openItemActionSchema }, async (request) => {
    const { orgId, itemId } = request.params;
    const kind = await kindOfItem(app.db, orgId, itemId);
    const creditor = requireCreditor(await getSettings(app.db, orgId));
    const organization = await findOrganizationById(app.db, orgId);
    const clubName = organization?.companyName ?? organization?.name ?? creditor.name;
    // The reminder level and its mail are committed together; the outbox job delivers the mail,
    // so the treasurer's click neither waits for SMTP nor loses the reminder when SMTP fails.
    const item = await app.db.transaction().execute(async (trx) => {
      const claimed = await claimReminder(trx, { organizationId: orgId, kind, id: itemId, today: today() });
      const mail = await reminderMail(
        creditor,
        { ...claimed.item, clubName, name: claimed.item.memberName, level: claimed.level },
        languageOf(claimed.item.language),
      );
      await queueClubMail(trx, {
        organizationId: orgId,
        organizationName: organization?.name ?? clubName,
        template: 'PAYMENT_REMINDER',
        to: claimed.item.email,
        ...mail,
      });
      return claimed.item;
    });
    const { language: _language, remittance: _remittance, ...shown } = item;
    return shown;
  });

  registerEndpoint(app, calls.recordPayment, { tags, ...openItemActionSchema }, async (request) => {
    const { orgId, itemId } = request.params;
    const kind = await kindOfItem(app.db, orgId, itemId);
    const { paidOn } = request.body;
    if (!isIsoDate(paidOn) || paidOn > today()) {
      throw new HttpError(
        400,
        'PAYMENT_DATE_INVALID',
        'The payment date must be a real date, today or earlier.',
        'Open items',
      );
    }
    return recordPayment(app.db, { organizationId: orgId, kind, id: itemId, paidOn, recordedBy: request.session!.sub });
  });

  registerEndpoint(app, calls.markExclusion, { tags, ...openItemActionSchema }, async (request) => {
    const { orgId, itemId } = request.params;
    const kind = await kindOfItem(app.db, orgId, itemId);
    return markExclusion(app.db, { organizationId: orgId, kind, id: itemId, today: today() });
  });
};
