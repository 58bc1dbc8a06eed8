import { Type } from '@sinclair/typebox';
import { schemas } from '../../lib/contracts.js';
import { errorResponses, OrgParams } from '../../lib/schemas.js';
import { challengePattern, verifierPattern } from './pkce.js';

const codeChallenge = Type.String({
  pattern: challengePattern,
  description: 'PKCE: base64url SHA-256 of the code verifier the site keeps until the exchange',
});
const codeChallengeMethod = Type.Literal('S256');

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
  summary: 'Exchange a one-time login code (with its PKCE verifier) for a user token. No token.',
  body: Type.Object(
    {
      code: Type.String({ minLength: 1, maxLength: 200 }),
      redirectUri: Type.String({ maxLength: 2000, description: 'Must equal the redirectUri of the login' }),
      codeVerifier: Type.String({ pattern: verifierPattern, description: 'PKCE verifier (RFC 7636, S256)' }),
    },
    { additionalProperties: false },
  ),
  response: { 200: SessionUserSchema, ...errorResponses(400, 429) },
};

/** An HTML answer in the OpenAPI document (sent as a string, so never serialised as JSON). */
/** An answer that is an HTML page (login and set-password pages), for the OpenAPI document. */
export const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

export const revokeSchema = {
  tags: ['auth'],
  summary: 'Sign out everywhere: every token of the calling user issued until now stops working.',
  params: OrgParams,
  response: { 204: Type.Null(), ...errorResponses(401, 403) },
};

export const loginPageSchema = {
  tags: ['auth'],
  summary: 'Server-rendered login page (German by default, ?lang=en for English).',
  querystring: Type.Object({
    clientId: Type.String({ minLength: 1, maxLength: 100 }),
    redirectUri: Type.String({ minLength: 1, maxLength: 2000 }),
    lang: Type.Optional(Type.String({ maxLength: 10 })),
    codeChallenge,
    codeChallengeMethod,
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
      codeChallenge,
      codeChallengeMethod,
      email: Type.String({ maxLength: 320 }),
      password: Type.String({ maxLength: 1000 }),
    },
    { additionalProperties: false },
  ),
  response: {
    302: Type.Null({ description: 'Logged in: redirect to redirectUri?code=...' }),
    401: htmlPage('The login page again with a generic error, the typed e-mail kept'),
    ...errorResponses(400, 403, 429),
  },
};
