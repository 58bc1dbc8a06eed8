import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a random local port that keeps what it receives, as the one mail sink of
 * the API tests. While `state.refuse` is set it answers every message with `refuseCode` (550: the
 * mailbox is refused for good; 421: the service is down for now, so the outbox tries again).
 */
export async function startSmtpServer(options: { refuse?: boolean; refuseCode?: 421 | 550 } = {}) {
  const received: ReceivedMail[] = [];
  const state = { refuse: options.refuse ?? false };
  const refuseCode = options.refuseCode ?? 550;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          const reason = refuseCode === 421 ? 'Service not available' : 'Mailbox unavailable';
          callback(Object.assign(new Error(reason), { responseCode: refuseCode }));
          return;
        }
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a received mail with quoted-printable soft breaks and escapes undone. */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A received mail's text as a person reads it: quoted-printable undone, UTF-8, folded lines joined. */
export function readableMail(raw: string): string {
  return Buffer.from(mailText(raw), 'latin1')
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');
}
