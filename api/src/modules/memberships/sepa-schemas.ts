import { Type } from '@sinclair/typebox';
import { schemas } from '../../lib/contracts.js';
import { errorResponses } from '../../lib/schemas.js';

// The SEPA calls' answers (their requests are declared in @club/shared/contracts/endpoints/memberships).
const Sum = Type.Object({ count: Type.Integer(), totalCents: Type.Integer() });

export const dueDatesSchema = {
  response: {
    200: Type.Object({
      today: Type.String(),
      earliestDueDate: Type.String(),
      suggestedDueDate: Type.String(),
      noticeDays: Type.Integer(),
      earliestNoticeDueDate: Type.String(),
    }),
    ...errorResponses(401, 403),
  },
};

export const previewSchema = {
  response: {
    200: Type.Object({
      dueDate: Type.String(),
      period: Type.String(),
      isRecorded: Type.Boolean(),
      count: Type.Integer(),
      totalCents: Type.Integer(),
      FRST: Sum,
      RCUR: Sum,
      invoices: Sum,
      noticeDays: Type.Integer(),
      earliestNoticeDueDate: Type.String(),
      noticeTooShort: Type.Boolean(),
      excluded: Type.Array(
        Type.Object({
          mandateId: Type.String(),
          reference: Type.String(),
          accountHolder: Type.String(),
          reason: Type.Union([
            Type.Literal('OPEN_RETURN'),
            Type.Literal('ALREADY_COLLECTED'),
            Type.Literal('ADDRESS_INCOMPLETE'),
            Type.Literal('NOT_OWED'),
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
  response: { 200: Type.String({ description: 'pain.008.001.08 XML' }), ...errorResponses(400, 401, 403, 409) },
};

export const runSchema = {
  response: {
    200: Type.Object({
      dueDate: Type.String(),
      period: Type.String(),
      debits: Sum,
      invoices: Sum,
      hasFile: Type.Boolean(),
      isNew: Type.Boolean(),
    }),
    ...errorResponses(400, 401, 403, 409),
  },
};

export const historySchema = {
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
        invoiceCount: Type.Integer(),
        invoiceCents: Type.Integer(),
      }),
    ),
    ...errorResponses(401, 403),
  },
};

const SepaReturnSchema = schemas.SepaReturnSummarySchema;

export const recordReturnSchema = {
  response: { 201: SepaReturnSchema, ...errorResponses(400, 401, 403, 404) },
};

export const resolveReturnSchema = {
  response: { 200: SepaReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

const OpenItemSchema = Type.Object({
  kind: Type.Union([Type.Literal('RETURN'), Type.Literal('INVOICE')]),
  id: Type.String(),
  memberName: Type.String(),
  email: Type.String(),
  amountCents: Type.Integer(),
  date: Type.String(),
  reasonCode: Type.Union([Type.String(), Type.Null()]),
  reminder1On: Type.Union([Type.String(), Type.Null()]),
  reminder2On: Type.Union([Type.String(), Type.Null()]),
  exclusionMarkedOn: Type.Union([Type.String(), Type.Null()]),
  paidOn: Type.Union([Type.String(), Type.Null()]),
});

export const openItemsSchema = { response: { 200: Type.Array(OpenItemSchema), ...errorResponses(401, 403) } };
export const openItemActionSchema = { response: { 200: OpenItemSchema, ...errorResponses(400, 401, 403, 404, 409) } };
