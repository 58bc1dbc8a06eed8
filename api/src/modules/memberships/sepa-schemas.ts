import * as v from 'valibot';
import { Type } from '@sinclair/typebox';
import { schemas } from '../../lib/contracts.js';
import { errorResponses } from '../../lib/schemas.js';

// The SEPA calls' answers are declared once, in valibot, beside their requests
// (@club/shared/contracts/schemas/sepa.ts); registerEndpoint turns them into the JSON Schema that
// serialises and documents the answer, and refuses at compile time one that is not the declared type.
const {
  collectionHistoryEntrySchema,
  collectionPreviewSchema,
  collectionRunSchema,
  openItemSchema,
  sepaDueDatesSchema,
} = schemas;

export const dueDatesSchema = { response: { 200: sepaDueDatesSchema, ...errorResponses(401, 403) } };

export const previewSchema = { response: { 200: collectionPreviewSchema, ...errorResponses(400, 401, 403, 409) } };

export const exportSchema = {
  response: { 200: Type.String({ description: 'pain.008.001.08 XML' }), ...errorResponses(400, 401, 403, 409) },
};

export const runSchema = { response: { 200: collectionRunSchema, ...errorResponses(400, 401, 403, 409) } };

export const historySchema = {
  response: { 200: v.array(collectionHistoryEntrySchema), ...errorResponses(401, 403) },
};

const SepaReturnSchema = schemas.sepaReturnSummarySchema;

export const recordReturnSchema = {
  response: { 201: SepaReturnSchema, ...errorResponses(400, 401, 403, 404) },
};

export const resolveReturnSchema = {
  response: { 200: SepaReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

export const openItemsSchema = { response: { 200: v.array(openItemSchema), ...errorResponses(401, 403) } };
export const openItemActionSchema = { response: { 200: openItemSchema, ...errorResponses(400, 401, 403, 404, 409) } };
