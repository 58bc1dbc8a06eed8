import { clubStore } from '../state/store';
import { siteConfigAtom } from '../state/atoms';
import { storageKeys } from '../state/session-storage';
import { loginAddress } from './hosts';

/** Remembers where the user was and goes to the login address (with a fresh PKCE challenge). */
export async function goToLogin(): Promise<void> {
  try {
    window.localStorage.setItem(storageKeys.lastUrl, window.location.pathname + window.location.search);
  } catch {
    /* without storage the user lands on the home page after login */
  }
  // Loaded with the login only: a visitor who never logs in downloads none of it.
  const { startPkce } = await import('./pkce');
  const codeChallenge = await startPkce();
  window.location.assign(loginAddress(window.location, clubStore.get(siteConfigAtom), codeChallenge));
}

/** `?login=start`: a LOGIN link followed before the page could run its click handler. */
export const loginStartParameter = 'login';

/** Starts the login a pre-hydration LOGIN click asked for; true when it did. */
export function startRequestedLogin(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(loginStartParameter) !== 'start') return false;
  url.searchParams.delete(loginStartParameter);
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  void goToLogin();
  return true;
}
