import * as v from 'valibot';
import { wholeNumber } from './answer-parts';

// The answers of the members' own membership calls (issue 32 items 4 and 6), declared once in
// valibot: the endpoints' answer types are inferred from these and the API serialises with them.

const memberNumber = v.nullable(wholeNumber);

export const mandateViewSchema = v.object({
  reference: v.string(),
  maskedIban: v.string(),
  bic: v.string(),
  bank: v.string(),
  accountHolder: v.string(),
  signedOn: v.string(),
  creditorId: v.nullable(v.string()),
  creditorName: v.nullable(v.string()),
  /** The mandate text the member agreed to, as stored. */
  signatureText: v.string(),
  /** Imported from the club's former records (collected as RCUR from the start). */
  isExisting: v.boolean(),
});

export const myMembershipSchema = v.object({
  memberNumber,
  memberSince: v.string(),
  /** The effective end of membership after a notice, else null. */
  endsOn: v.nullable(v.string()),
  noticeGivenOn: v.nullable(v.string()),
  /** When a notice given today would take effect. */
  nextPossibleEnd: v.string(),
  paymentMethod: v.picklist(['SEPA', 'TRANSFER']),
  mandate: v.nullable(mandateViewSchema),
});

export const departureSchema = v.object({
  userId: v.string(),
  memberNumber,
  displayName: v.string(),
  email: v.string(),
  noticeGivenOn: v.string(),
  endsOn: v.string(),
  recordedBy: v.picklist(['member', 'admin']),
});

export const mandateChangeSchema = v.object({
  userId: v.string(),
  displayName: v.string(),
  memberNumber,
  /** The day the member gave the new mandate (or switched to transfer). */
  changedOn: v.string(),
  kind: v.picklist(['NEW_MANDATE', 'TRANSFER']),
  oldReference: v.string(),
  oldMaskedIban: v.string(),
  newReference: v.nullable(v.string()),
  newMaskedIban: v.nullable(v.string()),
});

export type MandateView = v.InferOutput<typeof mandateViewSchema>;
export type MyMembership = v.InferOutput<typeof myMembershipSchema>;
export type Departure = v.InferOutput<typeof departureSchema>;
export type MandateChange = v.InferOutput<typeof mandateChangeSchema>;
