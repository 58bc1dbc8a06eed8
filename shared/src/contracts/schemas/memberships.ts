import { Type, type Static } from '@sinclair/typebox';

// Shapes of the membership calls (the rules live in ../rules/membership.ts and run on top).
const dateString = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
const short = (description: string) => Type.String({ maxLength: 100, description });

export const MembershipFormSchema = Type.Object(
  {
    date: dateString,
    types: Type.Integer({ description: 'Membership type id (1 for me … 10 unemployed)' }),
    familyName: short('2-30 letters'),
    familyMembers: Type.Array(
      Type.Object({ firstName: short('2-30 letters'), birthDay: dateString }, { additionalProperties: false }),
      {
        maxItems: 10,
        description: 'The other people on this membership; applicant + members within the type’s min-max',
      },
    ),
    gender: Type.String({ maxLength: 10, description: 'Male or Female' }),
    firstName: short('2-30 letters'),
    birthDay: dateString,
    streetAddress: short('Street and number'),
    postCode: Type.String({ maxLength: 10, description: 'German post code' }),
    city: short('2-30 letters'),
    countryCode: Type.String({ maxLength: 5, description: 'Calling code, default +49' }),
    phone: Type.String({ maxLength: 30 }),
    email: Type.String({ maxLength: 320 }),
    iban: Type.String({ maxLength: 42, description: 'German IBAN (DE…), spaces allowed' }),
    bic: Type.String({ maxLength: 11 }),
    bank: short('Bank name'),
    accountHolder: short('2-30 letters'),
  },
  { additionalProperties: false },
);

export const MembershipApplicationRequestSchema = Type.Object(
  {
    submissionId: Type.String({
      format: 'uuid',
      description: 'Chosen by the client once per application and sent again on every retry: stored once',
    }),
    form: MembershipFormSchema,
  },
  { additionalProperties: false },
);
export type MembershipApplicationRequestShape = Static<typeof MembershipApplicationRequestSchema>;

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
