import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
// A named ESM import of @club/shared fails at run time (CommonJS under tsx): lib/contracts requires it.
import { berlinToday } from '../lib/contracts.js';

// A member's data rights, called directly by tests of other modules' records.
export { erasePerson, exportPersonalData } from '../modules/memberships/gdpr/data-rights.js';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a random local port that keeps what it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** DKB's public test account: a real German IBAN (BLZ 12030000, BYLADEM1001). */
export const testIban = 'DE02120300000000202051';

/** A family of three applying with valid data; override any field. */
export function familyApplication(form: Record<string, unknown> = {}, submissionId = randomUUID()) {
  return {
    submissionId,
    form: {
      date: berlinToday(),
      types: 5,
      familyName: 'Mustermann',
      familyMembers: [
        { firstName: 'Erika', birthDay: '1985-04-12' },
        { firstName: 'Lena', birthDay: '2015-09-01' },
      ],
      gender: 'Male',
      firstName: 'Max',
      birthDay: '1983-02-20',
      streetAddress: 'Hauptstraße 5',
      postCode: '82031',
      city: 'Grünwald',
      countryCode: '+49',
      phone: '0151 23456789',
      email: 'max.mustermann@example.org',
      iban: 'DE02 1203 0000 0000 2020 51',
      bic: 'BYLADEM1001',
      bank: 'Deutsche Kreditbank Berlin',
      accountHolder: 'Max Mustermann',
      ...form,
    },
  };
}

/** The text of a received mail with quoted-printable soft breaks and escapes undone. */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The set-password link of an invitation mail. */
export function invitationLink(raw: string): URL {
  const match = mailText(raw).match(/https?:\/\/\S+\/api\/set-password\?\S+/);
  if (!match) throw new Error('no set-password link in the mail');
  return new URL(match[0]);
}
