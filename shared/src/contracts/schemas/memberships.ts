// Answers of the membership calls; the request's rules live in ../rules/membership.ts (valibot).
// Declared once in valibot: the endpoints' answer types are inferred from these and the API
// serialises with them (issue 38 item 1).
import * as v from 'valibot';
import { isoTime, uuidText, wholeNumber } from './answer-parts';

export const membershipApplicationReceiptSchema = v.object({
  id: uuidText,
  state: v.string(),
  mandateReference: v.string(),
});
export type MembershipApplicationReceipt = v.InferOutput<typeof membershipApplicationReceiptSchema>;

export const membershipSettingsSchema = v.object({
  enabledTypes: v.array(wholeNumber),
  externalFormEnabled: v.boolean(),
  externalFormUrl: v.nullable(v.string()),
  creditor: v.nullable(v.object({ name: v.string(), id: v.string() })),
});
export type MembershipSettingsView = v.InferOutput<typeof membershipSettingsSchema>;

export const bankDataSchema = v.object({ blz: v.string(), bic: v.string(), bankName: v.string() });
export type BankData = v.InferOutput<typeof bankDataSchema>;

/** An accepted application: the new member's account and member number. */
export const applicationAcceptedSchema = v.object({
  id: v.string(),
  state: v.literal('accepted'),
  userId: v.string(),
  memberNumber: wholeNumber,
});
export type ApplicationAccepted = v.InferOutput<typeof applicationAcceptedSchema>;

export const applicationRejectedSchema = v.object({ id: v.string(), state: v.literal('rejected') });
export type ApplicationRejected = v.InferOutput<typeof applicationRejectedSchema>;

/** A returned SEPA direct debit recorded on a mandate (date, the bank's reason code). */
export const sepaReturnSummarySchema = v.object({
  id: uuidText,
  mandateId: uuidText,
  returnedOn: v.pipe(v.string(), v.description('YYYY-MM-DD')),
  reasonCode: v.pipe(v.string(), v.description('ISO 20022 return reason, e.g. AC04, MD06, AM04')),
  note: v.nullable(v.string()),
  resolvedAt: v.nullable(isoTime),
});
export type SepaReturnSummary = v.InferOutput<typeof sepaReturnSummarySchema>;

const maskedIban = v.pipe(v.string(), v.description('Never the full IBAN'));

export const applicationSummarySchema = v.object({
  id: uuidText,
  state: v.picklist(['new', 'accepted', 'rejected']),
  createdAt: isoTime,
  decidedAt: v.nullable(isoTime),
  typeId: wholeNumber,
  firstName: v.string(),
  familyName: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
  familyMembers: v.array(v.object({ firstName: v.string(), birthDay: v.string() })),
  people: wholeNumber,
  monthlyCents: wholeNumber,
  rejectReason: v.nullable(v.string()),
  mandate: v.object({
    id: uuidText,
    reference: v.string(),
    state: v.string(),
    maskedIban,
    bic: v.string(),
    bank: v.string(),
    accountHolder: v.string(),
    signedOn: v.string(),
    /** Returned debits recorded on this mandate, newest first; an open one keeps the member out of collections. */
    returns: v.array(sepaReturnSummarySchema),
  }),
});
export type ApplicationSummary = v.InferOutput<typeof applicationSummarySchema>;

/** A member as the treasurer's list shows it (administrators): profile, fee and mandate, IBAN masked. */
export const treasurerMemberSchema = v.object({
  userId: uuidText,
  memberNumber: v.pipe(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.description('Per club, given when the application is accepted; null for members added otherwise'),
  ),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  displayName: v.string(),
  email: v.string(),
  memberSince: v.pipe(v.string(), v.description('YYYY-MM-DD')),
  streetNumber: v.nullable(v.string()),
  postCode: v.nullable(v.string()),
  city: v.nullable(v.string()),
  typeId: v.nullable(wholeNumber),
  people: v.nullable(wholeNumber),
  monthlyCents: v.nullable(wholeNumber),
  mandate: v.nullable(
    v.object({
      id: uuidText,
      reference: v.string(),
      maskedIban,
      bic: v.string(),
      accountHolder: v.string(),
      openReturns: v.pipe(wholeNumber, v.description('Returned debits not yet resolved: kept out of collections')),
    }),
  ),
});
export type TreasurerMember = v.InferOutput<typeof treasurerMemberSchema>;
