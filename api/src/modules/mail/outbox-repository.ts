import type { Kysely } from 'kysely';
import type { Database, OutboxStatus } from '../../db/schema.js';
import { queuePush, type PushNotice } from '../web-push/index.js';
import { claimDue, leaseFor } from '../../db/lease.js';

export interface OutboxEntry {
  organizationId: string;
  template: string;
  templateId: string | null;
  recipient: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** Extra mail headers (club messages: List-Unsubscribe). */
  headers?: Record<string, string> | null;
  /** The club message this mail is one recipient's copy of. */
  messageId?: string | null;
  /**
   * The same notice as a web push to the person's browsers that chose its kind (the subject is
   * the title, the text's first paragraph the body); the mail goes all the same.
   */
  push?: PushNotice | null;
}

/** How long one sender may hold a message before another may try it. */
export const leaseSeconds = 120;
/** After this many failed attempts a message waits for a person (it stays in the outbox). */
export const maxAttempts = 5;

/** Stores the message as 'pending', leased to the request that delivers it now; returns its id. */
/**
 * Stores a message. `sender: 'caller'` (the default): the caller delivers it right after, so the
 * row is leased to it and the outbox job leaves it alone meanwhile. `sender: 'job'`: written inside
 * another transaction (an offer, a course change, a lock), nobody delivers it at once, and the
 * outbox job sends it on its next pass instead of after the lease (2 minutes later).
 */
export async function addToOutbox(
  db: Kysely<Database>,
  entry: OutboxEntry,
  sender: 'caller' | 'job' = 'caller',
): Promise<string> {
  const row = await db
    .insertInto('outbox')
    .values({
      organization_id: entry.organizationId,
      template: entry.template,
      template_id: entry.templateId,
      recipient: entry.recipient,
      reply_to: entry.replyTo,
      subject: entry.subject,
      text_body: entry.textBody,
      html_body: entry.htmlBody,
      headers: entry.headers ? JSON.stringify(entry.headers) : null,
      message_id: entry.messageId ?? null,
      claimed_until: sender === 'caller' ? leaseFor(leaseSeconds) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (entry.push) {
    const firstParagraphs =
      entry.textBody
        .split(/\n{2,}/)
        .slice(1, 3)
        .join('\n\n') || entry.textBody;
    await queuePush(db, entry.organizationId, { ...entry.push, title: entry.subject, body: firstParagraphs });
  }
  return row.id;
}

/** Records one delivery attempt: 'sent' (with sent_at) or 'failed' (with the error). */
export async function recordAttempt(
  db: Kysely<Database>,
  id: string,
  outcome: { status: Extract<OutboxStatus, 'sent' | 'failed'>; error?: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      status: outcome.status,
      attempts: eb('attempts', '+', 1),
      last_error: outcome.error ?? null,
      sent_at: outcome.status === 'sent' ? new Date() : null,
      claimed_until: null,
    }))
    .where('id', '=', id)
    .execute();
}

export interface UndeliveredMessage {
  id: string;
  organizationName: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  headers: Record<string, string> | null;
}

/**
 * Leases the oldest undelivered messages to the caller. SKIP LOCKED plus the lease keep two
 * API replicas from sending the same message.
 */
export async function claimUndelivered(db: Kysely<Database>, limit = 20): Promise<UndeliveredMessage[]> {
  const claimed = await claimDue(db, {
    table: 'outbox',
    where: (eb) => eb.and([eb('status', '<>', 'sent'), eb('attempts', '<', maxAttempts)]),
    rows: { orderBy: 'created_at', limit },
    leaseSeconds,
    returning: ['id'],
  });
  if (claimed.length === 0) return [];
  return db
    .selectFrom('outbox')
    .innerJoin('organizations', 'organizations.id', 'outbox.organization_id')
    .select([
      'outbox.id',
      'organizations.name as organizationName',
      'outbox.recipient',
      'outbox.reply_to as replyTo',
      'outbox.subject',
      'outbox.text_body as textBody',
      'outbox.html_body as htmlBody',
      'outbox.headers',
    ])
    .where(
      'outbox.id',
      'in',
      claimed.map((row) => row.id),
    )
    .orderBy('outbox.created_at')
    .execute();
}
