import { Type } from '@sinclair/typebox';
import { schemas } from '../../lib/contracts.js';
import { errorResponses, OrgParams } from '../../lib/schemas.js';

export const { SessionUserSchema } = schemas;

export const authenticationsSchema = {
  tags: ['auth'],
  summary: 'Organization-level visitor token (no body) or a user token (username + password). No token.',
  params: OrgParams,
  body: Type.Object(
    {
      username: Type.Optional(Type.String({ maxLength: 320 })),
      password: Type.Optional(Type.String({ maxLength: 1000 })),
    },
    { additionalProperties: false, description: 'Optional: no body (or {}) gives the visitor token' },
  ),
  response: { 200: SessionUserSchema, ...errorResponses(400, 401, 404, 429) },
};

export const exchangeSchema = {
  tags: ['auth'],
  summary: 'Exchange a one-time login code for a user token. No token.',
  body: Type.Object(
    {
      code: Type.String({ minLength: 1, maxLength: 200 }),
      redirectUri: Type.Optional(
        Type.String({ maxLength: 2000, description: 'When sent, must equal the login redirectUri' }),
      ),
    },
    { additionalProperties: false },
  ),
  response: { 200: SessionUserSchema, ...errorResponses(400, 429) },
};

/** An HTML answer in the OpenAPI document (sent as a string, so never serialised as JSON). */
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

export const loginPageSchema = {
  tags: ['auth'],
  summary: 'Server-rendered login page (German by default, ?lang=en for English).',
  querystring: Type.Object({
    clientId: Type.String({ minLength: 1, maxLength: 100 }),
    redirectUri: Type.String({ minLength: 1, maxLength: 2000 }),
    lang: Type.Optional(Type.String({ maxLength: 10 })),
  }),
  // The page is HTML; errors (unknown clientId, foreign redirectUri, bad parameters) are JSON.
  response: { 200: htmlPage('The login page'), ...errorResponses(400) },
};

export const loginFormSchema = {
  tags: ['auth'],
  summary: 'Login form post: 302 to redirectUri?code=... on success, the page with a generic error otherwise.',
  consumes: ['application/x-www-form-urlencoded'],
  body: Type.Object(
    {
      clientId: Type.String({ minLength: 1, maxLength: 100 }),
      redirectUri: Type.String({ minLength: 1, maxLength: 2000 }),
      lang: Type.Optional(Type.String({ maxLength: 10 })),
      email: Type.String({ maxLength: 320 }),
      password: Type.String({ maxLength: 1000 }),
    },
    { additionalProperties: false },
  ),
  response: {
    302: Type.Null({ description: 'Logged in: redirect to redirectUri?code=...' }),
    401: htmlPage('The login page again with a generic error, the typed e-mail kept'),
    ...errorResponses(400, 429),
  },
};
