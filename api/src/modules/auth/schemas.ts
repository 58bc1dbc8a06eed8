import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../lib/schemas.js';
import { challengePattern } from './pkce.js';

const codeChallenge = Type.String({
  pattern: challengePattern,
  description: 'PKCE: base64url SHA-256 of the code verifier the site keeps until the exchange',
});
const codeChallengeMethod = Type.Literal('S256');

/** An HTML answer in the OpenAPI document (sent as a string, so never serialised as JSON). */
/** An answer that is an HTML page (login and set-password pages), for the OpenAPI document. */
export const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });
/** An error page: HTML for browsers, the error shape for JSON clients (lib/html-pages.ts prefersJson). */
export const htmlErrorPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() }, 'application/json': { schema: Type.Ref('ApiError') } },
});

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
