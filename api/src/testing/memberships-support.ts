import { randomUUID } from 'node:crypto';
// A named ESM import of @club/shared fails at run time (CommonJS under tsx): lib/contracts requires it.
import { berlinToday } from '../lib/contracts.js';
import { mailText } from './smtp-sink.js';

// A member's data rights, called directly by tests of other modules' records.
export { erasePerson, exportPersonalData } from '../modules/memberships/gdpr/data-rights.js';

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

/** The set-password link of an invitation mail. */
export function invitationLink(raw: string): URL {
  const match = mailText(raw).match(/https?:\/\/\S+\/api\/set-password\?\S+/);
  if (!match) throw new Error('no set-password link in the mail');
  return new URL(match[0]);
}
