import { Type } from '@sinclair/typebox';
import { schemas, sepaReturnReasonCodes } from '../../lib/contracts.js';
import { bearer, errorResponses, OrgParams } from '../../lib/schemas.js';

const tags = ['memberships'];
const IsoDate = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const DueDateBody = Type.Object(
  { dueDate: IsoDate('Collection date (YYYY-MM-DD): a TARGET business day at least one business day ahead') },
  { additionalProperties: false },
);
const Sum = Type.Object({ count: Type.Integer(), totalCents: Type.Integer() });

export const dueDatesSchema = {
  tags,
  security: bearer,
  summary:
    'The due dates the collection form offers (administrators): the earliest possible one (one TARGET business ' +
    'day ahead, Berlin today) and the suggested one (next quarter’s first business day).',
  params: OrgParams,
  response: {
    200: Type.Object({ today: Type.String(), earliestDueDate: Type.String(), suggestedDueDate: Type.String() }),
    ...errorResponses(401, 403),
  },
};

export const previewSchema = {
  tags,
  security: bearer,
  summary:
    'What a collection for a due date would contain, without recording anything (administrators): number of ' +
    'debits, sum per sequence type (FRST/RCUR), and each member left out with the reason.',
  params: OrgParams,
  body: DueDateBody,
  response: {
    200: Type.Object({
      dueDate: Type.String(),
      period: Type.String(),
      isRecorded: Type.Boolean(),
      count: Type.Integer(),
      totalCents: Type.Integer(),
      FRST: Sum,
      RCUR: Sum,
      excluded: Type.Array(
        Type.Object({
          mandateId: Type.String(),
          reference: Type.String(),
          accountHolder: Type.String(),
          reason: Type.Union([
            Type.Literal('OPEN_RETURN'),
            Type.Literal('ALREADY_COLLECTED'),
            Type.Literal('ADDRESS_INCOMPLETE'),
          ]),
          date: Type.Union([Type.String(), Type.Null()]),
          reasonCode: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
    }),
    ...errorResponses(400, 401, 403, 409),
  },
};

export const exportSchema = {
  tags,
  security: bearer,
  summary:
    'Records and exports the quarterly SEPA core direct-debit collection for a due date as a pain.008.001.08 XML file ' +
    '(administrators; structured addresses). First collections are FRST and include the admission fee, later ones ' +
    'RCUR. A member is collected once per quarter; exporting the same due date again gives the same lines.',
  params: OrgParams,
  body: DueDateBody,
  response: { 200: Type.String({ description: 'pain.008.001.08 XML' }), ...errorResponses(400, 401, 403, 409) },
};

export const historySchema = {
  tags,
  security: bearer,
  summary: 'The collection history (administrators): each exported due date with its period, count and sums.',
  params: OrgParams,
  response: {
    200: Type.Array(
      Type.Object({
        id: Type.String(),
        dueDate: Type.String(),
        period: Type.String(),
        createdAt: Type.String(),
        count: Type.Integer(),
        totalCents: Type.Integer(),
        frstCents: Type.Integer(),
        rcurCents: Type.Integer(),
      }),
    ),
    ...errorResponses(401, 403),
  },
};

const SepaReturnSchema = schemas.SepaReturnSummarySchema;

export const recordReturnSchema = {
  tags,
  security: bearer,
  summary:
    'Records a returned direct debit on a mandate (administrators): date and the bank’s reason code. The member ' +
    'is left out of collections until the return is resolved.',
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }), mandateId: Type.String({ format: 'uuid' }) }),
  body: Type.Object(
    {
      returnedOn: IsoDate('Date the bank reported the return (YYYY-MM-DD), not in the future'),
      reasonCode: Type.Union(sepaReturnReasonCodes.map((code) => Type.Literal(code))),
      note: Type.Optional(Type.String({ maxLength: 500 })),
    },
    { additionalProperties: false },
  ),
  response: { 201: SepaReturnSchema, ...errorResponses(400, 401, 403, 404) },
};

export const resolveReturnSchema = {
  tags,
  security: bearer,
  summary: 'Marks a returned direct debit as resolved (administrators): the member is collected again.',
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }), returnId: Type.String({ format: 'uuid' }) }),
  response: { 200: SepaReturnSchema, ...errorResponses(401, 403, 404, 409) },
};
