import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// Accounts created straight in the database.
export { upsertUser } from '../modules/auth/repository.js';
// How many wrong passwords lock an account (tests outside the auth module guess that often).
export { lockPolicy } from '../modules/auth/account-lock.js';

// What the site does around a login (tests only): a PKCE pair, the form post from the login
// page's own origin, the code exchange.

export const loginHost = 'demo-admin.localhost:8080';
export const siteRedirect = 'http://demo.localhost:8080/';

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const defaultPkce = pkcePair();

export function postLogin(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: `http://${loginHost}` },
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: loginHost, ...headers },
    payload: new URLSearchParams({
      clientId: 'demo',
      redirectUri: siteRedirect,
      codeChallenge: defaultPkce.challenge,
      codeChallengeMethod: 'S256',
      ...fields,
    }).toString(),
  });
}

export const login = (app: FastifyInstance, email: string, password: string, extra: Record<string, string> = {}) =>
  postLogin(app, { email, password, ...extra });

export const codeOf = (location: string | undefined): string => new URL(location ?? '').searchParams.get('code') ?? '';

export function exchange(app: FastifyInstance, code: string, extra: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth-service/oauth2/exchange',
    payload: { code, redirectUri: siteRedirect, codeVerifier: defaultPkce.verifier, ...extra },
  });
}

export const loginPageQuery = (redirectUri = siteRedirect, challenge = defaultPkce.challenge): string =>
  new URLSearchParams({
    clientId: 'demo',
    redirectUri,
    codeChallenge: challenge,
    codeChallengeMethod: 'S256',
  }).toString();
