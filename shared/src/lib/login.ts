import { clubStore } from '../state/store';
import { siteConfigAtom } from '../state/atoms';
import { storageKeys } from '../state/session-storage';
import { loginAddress } from './hosts';

/** Remembers where the user was and goes to the login address. */
export function goToLogin(): void {
  try {
    window.localStorage.setItem(storageKeys.lastUrl, window.location.pathname + window.location.search);
  } catch {
    /* without storage the user lands on the home page after login */
  }
  window.location.assign(loginAddress(window.location, clubStore.get(siteConfigAtom)));
}
