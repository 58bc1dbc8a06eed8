import { clubStore, sessionAtom } from '@club/shared';

/** The service worker's copies (pages, courses, timetable) belong to this user: gone at sign-out. */
async function forgetOfflineCopies(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: 'logout' });
    if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  } catch {
    /* no caches to forget */
  }
}

/** Signs out: forgets everything stored locally and the session, then starts again at '/'. */
export async function signOut(): Promise<void> {
  try {
    window.localStorage.clear();
  } catch {
    /* storage unavailable: the session atom is still cleared */
  }
  clubStore.set(sessionAtom, null);
  await forgetOfflineCopies();
  window.location.assign('/');
}
