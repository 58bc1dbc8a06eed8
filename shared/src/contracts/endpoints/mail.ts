import * as v from 'valibot';
import { contactEmailRequestSchema } from '../rules/contact';
import type { ContactMailSent } from '../schemas/mail';
import { endpoint, shape } from './define';

/** The contact form's message (members-and-transactions.md §3), under the spec's path. */
export const sendContactMail = endpoint({
  method: 'POST',
  path: '/push-notification-service/organizations/:orgId/email/:templateId',
  access: ['visitor'],
  params: v.object({
    orgId: v.pipe(v.string(), v.uuid()),
    /** The contact block's template id. */
    templateId: v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[A-Za-z0-9_-]+$/)),
  }),
  summary:
    "Sends the contact form to the organization's own e-mail address (never to `to`), reply-to the sender. Visitor tokens are allowed. " +
    'The message is stored in the outbox first: 200 when delivered or kept for later delivery (no SMTP server configured), ' +
    '502 MAIL_DELIVERY_FAILED when the SMTP server refused it (kept as failed), 429 above the per-IP limit.',
  // The form's own rule (rules/contact.ts): the server answers a failing field in the form's words.
  body: contactEmailRequestSchema,
  answer: shape<ContactMailSent>(),
});
