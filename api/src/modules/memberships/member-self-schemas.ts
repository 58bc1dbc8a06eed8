import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../lib/schemas.js';

// The answers of the members' own membership calls (requests: @club/shared/contracts/endpoints/member-self).
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const Mandate = Type.Object({
  reference: Type.String(),
  maskedIban: Type.String(),
  bic: Type.String(),
  bank: Type.String(),
  accountHolder: Type.String(),
  signedOn: Type.String(),
  creditorId: Nullable(Type.String()),
  creditorName: Nullable(Type.String()),
  signatureText: Type.String(),
  isExisting: Type.Boolean(),
});

export const MyMembershipSchema = Type.Object({
  memberNumber: Type.Union([Type.Integer(), Type.Null()]),
  memberSince: Type.String(),
  endsOn: Nullable(Type.String()),
  noticeGivenOn: Nullable(Type.String()),
  nextPossibleEnd: Type.String(),
  paymentMethod: Type.Union([Type.Literal('SEPA'), Type.Literal('TRANSFER')]),
  mandate: Type.Union([Mandate, Type.Null()]),
});

export const DepartureSchema = Type.Object({
  userId: Type.String(),
  memberNumber: Type.Union([Type.Integer(), Type.Null()]),
  displayName: Type.String(),
  email: Type.String(),
  noticeGivenOn: Type.String(),
  endsOn: Type.String(),
  recordedBy: Type.Union([Type.Literal('member'), Type.Literal('admin')]),
});

export const MandateChangeSchema = Type.Object({
  userId: Type.String(),
  displayName: Type.String(),
  memberNumber: Type.Union([Type.Integer(), Type.Null()]),
  changedOn: Type.String(),
  kind: Type.Union([Type.Literal('NEW_MANDATE'), Type.Literal('TRANSFER')]),
  oldReference: Type.String(),
  oldMaskedIban: Type.String(),
  newReference: Nullable(Type.String()),
  newMaskedIban: Nullable(Type.String()),
});

export const myMembershipResponse = { 200: MyMembershipSchema, ...errorResponses(400, 401, 403, 404, 409) };
