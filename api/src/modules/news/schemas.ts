import { Type } from '@sinclair/typebox';
import { schemas } from '../../lib/contracts.js';
import { errorResponses, notModified, OrgParams } from '../../lib/schemas.js';

export const { NewsItemSchema } = schemas;

const secured = { tags: ['news'], security: [{ bearerAuth: [] as string[] }] };

export const listNewsSchema = {
  ...secured,
  summary: 'News newest first, paged (page is zero-based).',
  params: OrgParams,
  querystring: Type.Object({
    // Optional with defaults (the document says so); bounded so the offset never overflows.
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  }),
  response: {
    200: schemas.PageSchema(NewsItemSchema),
    ...notModified,
    ...errorResponses(400, 401, 403),
  },
};

export const newsByIdSchema = {
  ...secured,
  summary: 'One news item.',
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }), newsId: Type.String({ format: 'uuid' }) }),
  response: { 200: NewsItemSchema, ...notModified, ...errorResponses(400, 401, 403, 404) },
};
