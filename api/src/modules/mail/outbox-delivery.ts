import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { describeMailError, type Mailer, type MailMessage } from '../../lib/mailer.js';
import { claimUndelivered, recordAttempt } from './outbox-repository.js';

export type DeliveryOutcome = 'sent' | 'pending' | 'failed';

export const senderAddress = (mailFrom: string | null, organizationName: string) =>
  mailFrom ?? `no-reply@${organizationName}.club`;

/** One delivery attempt of a stored message, recorded in the outbox. */
export async function deliver(
  db: Kysely<Database>,
  mailer: Mailer,
  smtpUrl: string | null,
  id: string,
  message: MailMessage,
  log: FastifyBaseLogger,
): Promise<DeliveryOutcome> {
  try {
    const result = await mailer.send(message);
    if (result.status === 'kept') return 'pending';
    await recordAttempt(db, id, { status: 'sent' });
    return 'sent';
  } catch (error) {
    const reason = describeMailError(error, smtpUrl);
    await recordAttempt(db, id, { status: 'failed', error: reason });
    log.warn({ outboxId: id, reason }, 'mail delivery failed; message kept in the outbox');
    return 'failed';
  }
}

/**
 * Sends what the outbox still holds: messages stored while no SMTP server was configured or
 * reachable. Runs on a timer when SMTP_URL is set. Returns how many were sent.
 */
export async function deliverOutbox(
  db: Kysely<Database>,
  mailer: Mailer,
  options: { smtpUrl: string | null; mailFrom: string | null; log: FastifyBaseLogger },
): Promise<number> {
  let sent = 0;
  for (const message of await claimUndelivered(db)) {
    const outcome = await deliver(
      db,
      mailer,
      options.smtpUrl,
      message.id,
      {
        from: senderAddress(options.mailFrom, message.organizationName),
        to: message.recipient,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
        headers: message.headers ?? undefined,
      },
      options.log,
    );
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}
