import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { clubStore, failedRemotesAtom } from '@club/shared';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries manifest fetches that fail on the network or with a 5xx (a deploy in progress, a
 * flaky connection). A 404 is not retried: the remote is simply not there, show the fallback.
 */
export function retryPlugin(retries = 2, delayMs = 400): ModuleFederationRuntimePlugin {
  return {
    name: 'club-retry-plugin',
    async fetch(url, init) {
      for (let attempt = 0; ; attempt++) {
        try {
          const response = await fetch(url, init);
          if (response.status < 500 || attempt >= retries) return response;
        } catch (error) {
          if (attempt >= retries) throw error;
        }
        await wait(delayMs * (attempt + 1));
      }
    },
  };
}

/** Records which remote failed; the slot's error boundary shows the bilingual fallback. */
export function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-error-load-remote-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      const remoteName = id.split('/')[0] ?? id;
      console.warn(`Remote module ${id} could not be loaded (${lifecycle})`, error);
      clubStore.set(failedRemotesAtom, (failed) => (failed.includes(remoteName) ? failed : [...failed, remoteName]));
      // Returning nothing lets loadRemote reject, which the slot's boundary turns into the fallback.
      return undefined;
    },
  };
}
