import { Type } from '@sinclair/typebox';
import { schemas } from '../../lib/contracts.js';
import { bearer, errorResponses } from '../../lib/schemas.js';

const tags = ['memberships'];
const OrgParams = Type.Object({ orgId: Type.String({ format: 'uuid' }) });
const ApplicationParams = Type.Object({
  orgId: Type.String({ format: 'uuid' }),
  applicationId: Type.String({ format: 'uuid' }),
});

export const settingsSchema = {
  tags,
  security: bearer,
  summary: 'What the membership wizard offers in this club: enabled types, external form link, the SEPA creditor.',
  params: OrgParams,
  response: { 200: schemas.MembershipSettingsSchema, ...errorResponses(401, 403) },
};

export const bankSchema = {
  tags,
  security: bearer,
  summary:
    'BIC and bank name of a German bank code (Bankleitzahl, the IBAN’s characters 5-12), from the Bundesbank list shipped in bankdata-germany.',
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }), blz: Type.String({ pattern: '^[0-9]{8}$' }) }),
  response: { 200: schemas.BankDataSchema, ...errorResponses(400, 401, 403, 404) },
};

export const submitSchema = {
  tags,
  security: bearer,
  summary:
    'Sends a membership application with its SEPA mandate (visitor tokens allowed; MEMBER_USER gets 409 ALREADY_MEMBER). ' +
    'The same rules as the wizard run on the form; 400 VALIDATION_ERROR names each field. 201 when stored, 200 when ' +
    'this submissionId was stored before (nothing is stored twice). Mails to the applicant and the club go through the outbox.',
  params: OrgParams,
  body: schemas.MembershipApplicationRequestSchema,
  response: {
    200: schemas.MembershipApplicationReceiptSchema,
    201: schemas.MembershipApplicationReceiptSchema,
    ...errorResponses(400, 401, 403, 409),
  },
};

export const listSchema = {
  tags,
  security: bearer,
  summary: 'Applications of the club, newest first (administrators). IBANs are masked.',
  params: OrgParams,
  querystring: Type.Object({
    state: Type.Optional(Type.Union([Type.Literal('new'), Type.Literal('accepted'), Type.Literal('rejected')])),
  }),
  response: { 200: Type.Array(schemas.ApplicationSummarySchema), ...errorResponses(401, 403) },
};

export const acceptSchema = {
  tags,
  security: bearer,
  summary:
    'Accepts a new application: creates the MEMBER_USER account, activates the mandate and mails an invitation to set a password.',
  params: ApplicationParams,
  response: {
    200: Type.Object({ id: Type.String(), state: Type.Literal('accepted'), userId: Type.String() }),
    ...errorResponses(401, 403, 404, 409),
  },
};

export const rejectSchema = {
  tags,
  security: bearer,
  summary: 'Rejects a new application with a reason (mailed to the applicant); its mandate is revoked.',
  params: ApplicationParams,
  body: Type.Object({ reason: Type.String({ minLength: 3, maxLength: 500 }) }, { additionalProperties: false }),
  response: {
    200: Type.Object({ id: Type.String(), state: Type.Literal('rejected') }),
    ...errorResponses(400, 401, 403, 404, 409),
  },
};
