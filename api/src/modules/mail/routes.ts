import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound } from '../../lib/http-error.js';
import { formLimits, formRateLimit, takeRecipientQuota } from '../../lib/quota.js';
import { createMailer } from '../../lib/mailer.js';
import { findOrganizationById } from '../organizations/index.js';
import { requestLanguage } from '../../lib/language.js';
import { composeContactMail, parseContactRequest } from './contact-message.js';
import { deliver, deliverOutbox, senderAddress } from './outbox-delivery.js';
import { addToOutbox } from './outbox-repository.js';
import { sendEmailSchema } from './schemas.js';

export const deliveryFailedMessage = 'There was an unexpected error. Your message could not be sent.';

/** The contact mail (POST .../email/:templateId, under the spec's push-notification-service path) and its outbox. */
export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { smtpUrl, mailFrom, contactRateLimit, outboxRetryMs } = app.config;
  const mailer = createMailer(smtpUrl, app.log);
  // Messages stored while the SMTP server was missing or down are sent later, not lost.
  app.jobs.every('outbox-retry', smtpUrl ? outboxRetryMs : 0, async () => {
    const sent = await deliverOutbox(app.db, mailer, { smtpUrl, mailFrom, log: app.log });
    if (sent > 0) app.log.info({ sent }, 'delivered messages from the outbox');
  });
  app.addHook('onClose', async () => {
    await mailer.close();
  });

  app.post(
    '/push-notification-service/organizations/:orgId/email/:templateId',
    {
      schema: sendEmailSchema,
      config: {
        access: 'visitor',
        rateLimit: formRateLimit(contactRateLimit),
      },
    },
    async (request) => {
      const contact = parseContactRequest(request.body, requestLanguage(request));
      const organization = await findOrganizationById(app.db, request.params.orgId);
      if (!organization) throw notFound('Unknown organization.', 'organization');
      // Per address above; per recipient here: the club's inbox, whatever addresses the senders use.
      const limits = formLimits(app.config);
      await takeRecipientQuota(app.db, `inbox:${organization.id}`, organization.email, limits.inbox, app.config.now());
      const { subject, text } = composeContactMail(contact);
      // Never the body's `to`: the form would otherwise be an open relay to any address.
      const recipient = organization.email;
      const id = await addToOutbox(app.db, {
        organizationId: organization.id,
        template: request.body.emailTemplateEnum,
        templateId: request.params.templateId,
        recipient,
        replyTo: contact.email,
        subject,
        textBody: text,
        htmlBody: null,
      });
      const message = {
        from: senderAddress(mailFrom, organization.name),
        to: recipient,
        replyTo: contact.email,
        subject,
        text,
      };
      const outcome = await deliver(app.db, mailer, smtpUrl, id, message, request.log);
      if (outcome === 'failed') throw new HttpError(502, 'MAIL_DELIVERY_FAILED', deliveryFailedMessage, 'Email');
      return { id, status: outcome };
    },
  );
};
