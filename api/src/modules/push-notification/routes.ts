import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound } from '../../lib/http-error.js';
import { createMailer, describeMailError } from '../../lib/mailer.js';
import { findOrganizationById } from '../organizations/repository.js';
import { languageOf } from '../../lib/language.js';
import { composeContactMail, parseContactRequest } from './contact-message.js';
import { addToOutbox, recordAttempt } from './outbox-repository.js';
import { sendEmailSchema } from './schemas.js';

export const deliveryFailedMessage = 'There was an unexpected error. Your message could not be sent.';

export const pushNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { smtpUrl, mailFrom, contactRateLimit } = app.config;
  const mailer = createMailer(smtpUrl, app.log);
  app.addHook('onClose', async () => mailer.close());

  app.post(
    '/push-notification-service/organizations/:orgId/email/:templateId',
    {
      schema: sendEmailSchema,
      config: { rateLimit: { max: contactRateLimit.max, timeWindow: contactRateLimit.timeWindowMs } },
    },
    async (request) => {
      const contact = parseContactRequest(request.body, languageOf(request.headers['accept-language']));
      const organization = await findOrganizationById(app.db, request.params.orgId);
      if (!organization) throw notFound('Unknown organization.');
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
      try {
        const result = await mailer.send({
          from: mailFrom ?? `no-reply@${organization.name}.club`,
          to: recipient,
          replyTo: contact.email,
          subject,
          text,
        });
        if (result.status === 'kept') return { id, status: 'pending' as const };
        await recordAttempt(app.db, id, { status: 'sent' });
        return { id, status: 'sent' as const };
      } catch (error) {
        const reason = describeMailError(error, smtpUrl);
        await recordAttempt(app.db, id, { status: 'failed', error: reason });
        request.log.warn({ outboxId: id, reason }, 'mail delivery failed; message kept in the outbox');
        throw new HttpError(502, 'MAIL_DELIVERY_FAILED', deliveryFailedMessage, 'Email');
      }
    },
  );
};
