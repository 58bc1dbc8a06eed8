// Answers of the membership calls; the request's rules live in ../rules/membership.ts (valibot).
import { Type, type Static } from '@sinclair/typebox';

export const MembershipApplicationReceiptSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  state: Type.String(),
  mandateReference: Type.String(),
});
export type MembershipApplicationReceipt = Static<typeof MembershipApplicationReceiptSchema>;

export const MembershipSettingsSchema = Type.Object({
  enabledTypes: Type.Array(Type.Integer()),
  externalFormEnabled: Type.Boolean(),
  externalFormUrl: Type.Union([Type.String(), Type.Null()]),
  creditor: Type.Union([Type.Object({ name: Type.String(), id: Type.String() }), Type.Null()]),
});
export type MembershipSettingsView = Static<typeof MembershipSettingsSchema>;

export const BankDataSchema = Type.Object({ blz: Type.String(), bic: Type.String(), bankName: Type.String() });
export type BankData = Static<typeof BankDataSchema>;

/** A returned SEPA direct debit recorded on a mandate (date, the bank's reason code). */
export const SepaReturnSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  mandateId: Type.String({ format: 'uuid' }),
  returnedOn: Type.String({ description: 'YYYY-MM-DD' }),
  reasonCode: Type.String({ description: 'ISO 20022 return reason, e.g. AC04, MD06, AM04' }),
  note: Type.Union([Type.String(), Type.Null()]),
  resolvedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type SepaReturnSummary = Static<typeof SepaReturnSummarySchema>;

export const ApplicationSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  state: Type.Union([Type.Literal('new'), Type.Literal('accepted'), Type.Literal('rejected')]),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  typeId: Type.Integer(),
  firstName: Type.String(),
  familyName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  familyMembers: Type.Array(Type.Object({ firstName: Type.String(), birthDay: Type.String() })),
  people: Type.Integer(),
  monthlyCents: Type.Integer(),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  mandate: Type.Object({
    id: Type.String({ format: 'uuid' }),
    reference: Type.String(),
    state: Type.String(),
    maskedIban: Type.String({ description: 'Never the full IBAN' }),
    bic: Type.String(),
    bank: Type.String(),
    accountHolder: Type.String(),
    signedOn: Type.String(),
    /** Returned debits recorded on this mandate, newest first; an open one keeps the member out of collections. */
    returns: Type.Array(SepaReturnSummarySchema),
  }),
});
export type ApplicationSummary = Static<typeof ApplicationSummarySchema>;

/** A member as the treasurer's list shows it (administrators): profile, fee and mandate, IBAN masked. */
export const TreasurerMemberSchema = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  memberNumber: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'Per club, given when the application is accepted; null for members added otherwise',
  }),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  displayName: Type.String(),
  email: Type.String(),
  memberSince: Type.String({ description: 'YYYY-MM-DD' }),
  streetNumber: Type.Union([Type.String(), Type.Null()]),
  postCode: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  typeId: Type.Union([Type.Integer(), Type.Null()]),
  people: Type.Union([Type.Integer(), Type.Null()]),
  monthlyCents: Type.Union([Type.Integer(), Type.Null()]),
  mandate: Type.Union([
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      reference: Type.String(),
      maskedIban: Type.String({ description: 'Never the full IBAN' }),
      bic: Type.String(),
      accountHolder: Type.String(),
      openReturns: Type.Integer({ description: 'Returned debits not yet resolved: kept out of collections' }),
    }),
    Type.Null(),
  ]),
});
export type TreasurerMember = Static<typeof TreasurerMemberSchema>;
