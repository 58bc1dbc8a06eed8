import { clubStore, sessionAtom } from '@club/shared';

/** Signs out: forgets everything stored locally and the session, then starts again at '/'. */
export function signOut(): void {
  try {
    window.localStorage.clear();
  } catch {
    /* storage unavailable: the session atom is still cleared */
  }
  clubStore.set(sessionAtom, null);
  window.location.assign('/');
}
