import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../lib/mailer.js';
import { deliver, senderAddress, type DeliveryOutcome } from '../mail/index.js';
import { addToOutbox } from '../mail/index.js';

export interface ClubMail {
  organizationId: string;
  organizationName: string;
  template:
    | 'MEMBERSHIP_CONFIRMATION'
    | 'MEMBERSHIP_NOTICE'
    | 'MEMBER_INVITATION'
    | 'MEMBERSHIP_REJECTED'
    | 'RESIGNATION_CONFIRMED'
    | 'MANDATE_CONFIRMED'
    | 'SEPA_PRENOTIFICATION'
    | 'FEE_INVOICE'
    | 'PAYMENT_REMINDER';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML part beside the text, e.g. with a GiroCode image. */
  html?: string;
}

const outboxEntry = (mail: ClubMail) => ({
  organizationId: mail.organizationId,
  template: mail.template,
  templateId: null,
  recipient: mail.to,
  replyTo: mail.replyTo ?? null,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html ?? null,
});

/**
 * Stores the message for the outbox job (modules/mail/jobs.ts) and returns at once: for mails a
 * request writes many of (a collection run's pre-notifications and invoices) or writes inside its
 * own transaction (a reminder), so the request neither waits for SMTP nor fails with it, and the
 * mail is committed together with what it reports. The job sends it on its next pass and retries.
 */
export async function queueClubMail(db: Kysely<Database>, mail: ClubMail): Promise<void> {
  await addToOutbox(db, outboxEntry(mail), 'job');
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
  const id = await addToOutbox(deps.db, outboxEntry(mail));
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
      html: mail.html,
    },
    deps.log,
  );
}
