import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post of club messages). */
  headers?: Record<string, string>;
}

/** 'sent': the SMTP server accepted it. 'kept': no server is configured, the outbox row stays pending. */
export type MailResult = { status: 'sent'; messageId: string } | { status: 'kept' };

/**
 * Outside party behind a small interface (architecture.md): the real adapter speaks SMTP through
 * nodemailer, the local one only logs (the outbox row already holds the message). send() throws
 * when the server refuses the message or cannot be reached.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'local';
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
}

/** SMTP_URL, e.g. smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A request waits for the delivery: fail in seconds, not in minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      // attachDataUrls: an image in the HTML part (a GiroCode) travels as an inline attachment
      // (cid:), which mail programs show; many block data: URLs.
      const info = await transport.sendMail({ ...message, attachDataUrls: true });
      return { status: 'sent', messageId: String(info.messageId ?? '') };
    },
    close: () => transport.close(),
  };
}

export function localMailer(log: FastifyBaseLogger): Mailer {
  return {
    kind: 'local',
    async send(message) {
      log.warn({ to: message.to, subject: message.subject }, 'SMTP_URL not set: message kept in the outbox');
      return { status: 'kept' };
    },
    close: () => undefined,
  };
}

export function createMailer(smtpUrl: string | null, log: FastifyBaseLogger): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl) : localMailer(log);
}

/** Error text safe to store and log: no credentials of the SMTP URL. */
export function describeMailError(error: unknown, smtpUrl: string | null): string {
  let text = error instanceof Error ? error.message : String(error);
  if (smtpUrl) {
    try {
      const { password, username } = new URL(smtpUrl);
      for (const secret of [password, username].filter((s) => s.length > 0)) {
        text = text.split(secret).join('***').split(decodeURIComponent(secret)).join('***');
      }
    } catch {
      // An unparsable URL never reached nodemailer's network code.
    }
  }
  return text.slice(0, 1000);
}
