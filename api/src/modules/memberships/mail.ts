import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../lib/mailer.js';
import { deliver, senderAddress, type DeliveryOutcome } from '../mail/index.js';
import { addToOutbox } from '../mail/index.js';

export interface ClubMail {
  organizationId: string;
  organizationName: string;
  template: 'MEMBERSHIP_CONFIRMATION' | 'MEMBERSHIP_NOTICE' | 'MEMBER_INVITATION' | 'MEMBERSHIP_REJECTED';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/**
 * Stores the message in the outbox, then tries to deliver it. A failed delivery does not fail
 * the caller's action: the outbox keeps the message and its retry pass sends it later.
 */
export async function sendClubMail(
  deps: {
    db: Kysely<Database>;
    mailer: Mailer;
    smtpUrl: string | null;
    mailFrom: string | null;
    log: FastifyBaseLogger;
  },
  mail: ClubMail,
): Promise<DeliveryOutcome> {
  const id = await addToOutbox(deps.db, {
    organizationId: mail.organizationId,
    template: mail.template,
    templateId: null,
    recipient: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: null,
  });
  return deliver(
    deps.db,
    deps.mailer,
    deps.smtpUrl,
    id,
    {
      from: senderAddress(deps.mailFrom, mail.organizationName),
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
    },
    deps.log,
  );
}
