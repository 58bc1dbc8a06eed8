import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../lib/schemas.js';

/**
 * The shape only (members-and-transactions.md §3); the field rules are the shared valibot
 * schemas (shared/src/contracts/rules/contact.ts), run by the handler so both ends agree.
 */
export const ContactEmailRequestSchema = Type.Object(
  {
    to: Type.Optional(
      Type.String({
        maxLength: 320,
        description: 'Ignored: the message always goes to the organization’s own address.',
      }),
    ),
    messageProperties: Type.Object(
      {
        page: Type.String({ maxLength: 500, description: 'Path of the page the form was sent from' }),
        name: Type.String({ maxLength: 200, description: '2 to 30 letters (umlauts, ß) and spaces' }),
        email: Type.String({ maxLength: 320 }),
        message: Type.String({ maxLength: 10_000 }),
      },
      { additionalProperties: false },
    ),
    emailTemplateEnum: Type.Literal('JOIN_COURSE'),
  },
  { additionalProperties: false },
);

export const sendEmailSchema = {
  tags: ['push-notification'],
  security: [{ bearerAuth: [] as string[] }],
  summary:
    "Sends the contact form to the organization's own e-mail address (never to `to`), reply-to the sender. Visitor tokens are allowed. " +
    'The message is stored in the outbox first: 200 when delivered or kept for later delivery (no SMTP server configured), ' +
    '502 MAIL_DELIVERY_FAILED when the SMTP server refused it (kept as failed), 429 above the per-IP limit.',
  params: Type.Object({
    orgId: Type.String({ format: 'uuid' }),
    templateId: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'The contact block’s template id',
    }),
  }),
  body: ContactEmailRequestSchema,
  response: {
    200: Type.Object({
      id: Type.String({ description: 'Outbox id of the stored message' }),
      status: Type.Union([Type.Literal('sent'), Type.Literal('pending')]),
    }),
    ...errorResponses(400, 401, 403, 404, 429, 502),
  },
};
