import * as v from 'valibot';
import { ibanSchema, membershipTextSchema } from '../rules/membership';
import type { Departure, MandateChange, MyMembership } from '../schemas/member-self';
import { endpoint, shape } from './define';

// What members do about their own membership in the members area (issue 32, items 4 and 6):
// see and replace their SEPA mandate, give or withdraw notice; and what the treasurer sees of it.
const base = '/memberships-service/organizations/:orgId';
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

// The answers are declared once in valibot (schemas/member-self.ts); named here too.
export type { Departure, MandateChange, MandateView, MyMembership } from '../schemas/member-self';

/** A new mandate: the IBAN (the wizard's IBAN rule) and the account holder's name. */
export const newMandateBody = v.strictObject({
  iban: ibanSchema,
  accountHolder: membershipTextSchema,
});
export type NewMandateInput = v.InferInput<typeof newMandateBody>;

export const getMyMembership = endpoint({
  method: 'GET',
  path: `${base}/my-membership`,
  access: ['member'],
  summary:
    'The calling member’s membership: member number, since, notice and end date, payment method and the active SEPA mandate (IBAN masked, reference, signature date, creditor id).',
  answer: shape<MyMembership>(),
});

export const giveMandate = endpoint({
  method: 'POST',
  path: `${base}/my-membership/mandate`,
  access: ['member'],
  summary:
    'The member gives a new SEPA mandate (new IBAN and account holder; BIC and bank from the Bundesbank list): the old mandate ends today, the new one has a new reference and is first collected as FRST.',
  body: newMandateBody,
  answer: shape<MyMembership>(),
});

export const switchToTransfer = endpoint({
  method: 'POST',
  path: `${base}/my-membership/transfer`,
  access: ['member'],
  summary:
    'The member revokes the mandate and pays by bank transfer from now on (the terms’ surcharge applies to other payment methods).',
  answer: shape<MyMembership>(),
});

export const giveNotice = endpoint({
  method: 'POST',
  path: `${base}/my-membership/resignation`,
  access: ['member'],
  summary:
    'The member gives notice: the membership ends on the next 30 June or 31 December at least three months ahead (Berlin today); a confirmation mail goes out in the member’s language.',
  answer: shape<MyMembership>(),
});

export const withdrawNotice = endpoint({
  method: 'DELETE',
  path: `${base}/my-membership/resignation`,
  access: ['member'],
  summary: 'The member withdraws a notice before it takes effect.',
  answer: shape<MyMembership>(),
});

export const recordResignation = endpoint({
  method: 'POST',
  path: `${base}/members/:userId/resignation`,
  access: ['admin'],
  summary:
    'An administrator records a member’s notice (received by letter or in person on receivedOn, default today; not in the future); the confirmation mail goes to the member.',
  body: v.strictObject({ receivedOn: v.optional(isoDate) }),
  answer: shape<Departure>(),
});

export const cancelResignation = endpoint({
  method: 'DELETE',
  path: `${base}/members/:userId/resignation`,
  access: ['admin'],
  summary: 'An administrator withdraws a member’s notice before it takes effect.',
  answer: shape<{ userId: string }>(),
});

export const listDepartures = endpoint({
  method: 'GET',
  path: `${base}/departures`,
  access: ['admin'],
  summary: 'Members who gave notice and have not left yet, by effective date (administrators).',
  answer: shape<Departure[]>(),
});

export const listMandateChanges = endpoint({
  method: 'GET',
  path: `${base}/mandate-changes`,
  access: ['admin'],
  summary: 'Mandates members replaced or revoked themselves, newest first (administrators; IBANs masked).',
  answer: shape<MandateChange[]>(),
});
