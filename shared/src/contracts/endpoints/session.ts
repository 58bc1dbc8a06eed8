import * as v from 'valibot';
import type { Organization, SessionUser } from '../schemas';
import { pkceVerifierPattern } from '../rules/patterns';
import { endpoint, shape } from './define';

// What every page does before anything else: identify the organization from the host, take a
// visitor token (or a user token at login), exchange the login page's code, and sign out.

export const findOrganization = endpoint({
  method: 'GET',
  path: '/organizations-service/organizations',
  access: ['public'],
  summary: "Identify an organization by name (the host's first label minus -public). No token.",
  query: v.strictObject({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
  answer: shape<Organization>(),
});

export const authenticate = endpoint({
  method: 'PUT',
  path: '/auth-service/organizations/:orgId/authentications',
  access: ['public'],
  summary: 'Organization-level visitor token (no body) or a user token (username + password). No token.',
  // Optional: no body (or {}) gives the visitor token.
  body: v.strictObject({
    username: v.optional(v.pipe(v.string(), v.maxLength(320))),
    password: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  }),
  answer: shape<SessionUser>(),
});

export const exchangeLoginCode = endpoint({
  method: 'POST',
  path: '/auth-service/oauth2/exchange',
  access: ['public'],
  summary: 'Exchange a one-time login code (with its PKCE verifier) for a user token. No token.',
  body: v.strictObject({
    code: v.pipe(v.string('must be string'), v.minLength(1), v.maxLength(200)),
    /** Must equal the redirectUri of the login. */
    redirectUri: v.pipe(v.string('must be string'), v.maxLength(2000)),
    /** PKCE verifier (RFC 7636, S256). */
    codeVerifier: v.pipe(v.string('must be string'), v.regex(pkceVerifierPattern)),
  }),
  answer: shape<SessionUser>(),
});

export const revokeSessions = endpoint({
  method: 'DELETE',
  path: '/auth-service/organizations/:orgId/sessions',
  access: ['user'],
  summary: 'Sign out everywhere: every token of the calling user issued until now stops working.',
  answer: shape<null>(),
});
