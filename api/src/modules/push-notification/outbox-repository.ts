import type { Kysely } from 'kysely';
import type { Database, OutboxStatus } from '../../db/schema.js';

export interface OutboxEntry {
  organizationId: string;
  template: string;
  templateId: string | null;
  recipient: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
}

/** Stores the message as 'pending' before any delivery attempt; returns its id. */
export async function addToOutbox(db: Kysely<Database>, entry: OutboxEntry): Promise<string> {
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
    }))
    .where('id', '=', id)
    .execute();
}
