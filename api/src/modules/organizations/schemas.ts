import { Type } from '@sinclair/typebox';
import { schemas } from '../../lib/contracts.js';
import { errorResponses } from '../../lib/schemas.js';

export const { OrganizationSchema } = schemas;

export const findOrganizationSchema = {
  tags: ['organizations'],
  summary: "Identify an organization by name (the host's first label minus -public). No token.",
  querystring: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
  response: { 200: OrganizationSchema, ...errorResponses(400, 404) },
};
