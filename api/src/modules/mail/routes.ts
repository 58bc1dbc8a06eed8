import type { FastifyPluginAsync } from 'fastify';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { takeAccountQuota, takeInboxQuota } from '../../lib/form-purposes.js';
import { formLimits, formRateLimit } from '../../lib/quota.js';
import { isVisitorSession } from '../../plugins/access.js';
import { createMailer } from '../../lib/mailer.js';
import { findOrganizationById } from '../organizations/index.js';
import { errorResponses } from '../../lib/schemas.js';
import { composeContactMail } from './contact-message.js';
import { deliver, senderAddress } from './outbox-delivery.js';
import { addToOutbox } from './outbox-repository.js';

export const deliveryFailedMessage = 'There was an unexpected error. Your message could not be sent.';

/** The contact mail (POST .../email/:templateId, under the spec's push-notification-service path) and its outbox. */
export const mailRoutes: FastifyPluginAsync = async (app) => {
  const { smtpUrl, mailFrom, contactRateLimit } = app.config;
  const mailer = createMailer(smtpUrl, app.log);
  app.addHook('onClose', async () => {
    await mailer.close();
  });

  // The body is the contact form's own rule (contracts' rules/contact.ts): a failing field is
  // answered in the form's words and the caller's language (plugins/errors.ts).
  registerEndpoint(
    app,
    endpoints.mailEndpoints.sendContactMail,
    {
      tags: ['push-notification'],
      config: { rateLimit: formRateLimit(contactRateLimit) },
      response: {
        200: schemas.contactMailSentSchema,
        ...errorResponses(400, 401, 403, 404, 429, 502),
      },
    },
    async (request) => {
      const contact = request.body.messageProperties;
      const organization = await findOrganizationById(app.db, request.params.orgId);
      if (!organization) throw notFound('Unknown organization.', 'organization');
      // Per address above; here per account (a logged-in sender) and per recipient: the club's
      // inbox for contact messages, whatever addresses the senders use (applications count apart).
      const now = app.config.now();
      const session = request.session;
      await takeAccountQuota(app.db, 'contact', session && !isVisitorSession(session) ? session.sub : null, now);
      await takeInboxQuota(app.db, 'contact', organization, formLimits(app.config).inbox, now);
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
