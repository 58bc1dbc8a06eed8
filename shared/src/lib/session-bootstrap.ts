import { call } from '../api/call';
import {
  authenticate,
  exchangeLoginCode as exchangeLoginCodeCall,
  findOrganization,
} from '../contracts/endpoints/session';
import { organizationAtom, sessionAtom } from '../state/atoms';
import { isExpired, storageKeys, storeUser } from '../state/session-storage';
import { clubStore } from '../state/store';
import type { Organization, SessionUser } from '../contracts';
import { organizationNameFromHost } from './hosts';

async function identifyOrganization(defaultOrganization: string): Promise<Organization> {
  const name = organizationNameFromHost(window.location.hostname, defaultOrganization);
  return call(findOrganization, { query: { name } });
}

/** The organization's visitor token (its id is already the identified organization's). */
function visitorSession(): Promise<SessionUser> {
  return call(authenticate, { body: {} });
}

/** The login callback: exchange ?code= for the user, then return to the last stored URL. */
async function exchangeLoginCode(code: string): Promise<string | null> {
  // The same redirectUri the login was started with, and the PKCE verifier only this tab holds
  // (loaded on the login's return only, as goToLogin loads it).
  const { takePkceVerifier } = await import('./pkce');
  const data = await call(exchangeLoginCodeCall, {
    body: { code, redirectUri: window.location.origin, codeVerifier: takePkceVerifier() },
  });
  if (isExpired(data)) {
    console.error('The token received at login is expired; not logging in.');
    return null;
  }
  storeUser(data);
  clubStore.set(sessionAtom, data);
  const lastUrl = window.localStorage.getItem(storageKeys.lastUrl);
  window.localStorage.removeItem(storageKeys.lastUrl);
  return lastUrl && lastUrl.startsWith('/') ? lastUrl : '/';
}

function takeCodeFromUrl(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('code');
  if (!code) return null;
  url.searchParams.delete('code');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  return code;
}

/** Identifies the organization and makes sure there is a session (visitor or logged in). */
export async function bootstrapSession(defaultOrganization: string): Promise<void> {
  const organization = await identifyOrganization(defaultOrganization);
  clubStore.set(organizationAtom, organization);

  const code = takeCodeFromUrl();
  if (code) {
    try {
      const target = await exchangeLoginCode(code);
      if (target) window.history.replaceState(null, '', target);
    } catch (error) {
      console.error('Login code exchange failed', error);
    }
  }

  const stored = clubStore.get(sessionAtom);
  const isUsable = stored && !isExpired(stored) && stored.organizationId === organization.id;
  if (!isUsable) {
    const visitor = await visitorSession();
    storeUser(visitor);
    clubStore.set(sessionAtom, visitor);
  }
}
