import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { clubStore, failedRemotesAtom } from '@club/shared';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote's remoteEntry.js that did not load (a deploy in progress, a flaky connection),
 * under a new address each time (?retry=n: the runtime remembers a failed address, and the
 * container's chunks still resolve next to the script without the query). A script cannot say
 * why it failed, so each retry first asks for the file itself: a 404 is not retried, the remote
 * is simply not there and its slot shows the fallback at once.
 */
export function retryPlugin(retries = 2, delayMs = 400): ModuleFederationRuntimePlugin {
  return {
    name: 'club-retry-plugin',
    // The runtime awaits what the hook returns; its type says a promise of a promise.
    loadEntryError: (args) => retryEntry(args, retries, delayMs) as unknown as ReturnType<LoadEntryErrorHook>,
  };
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

async function retryEntry(
  { getRemoteEntry, origin, remoteInfo }: LoadEntryErrorArgs,
  retries: number,
  delayMs: number,
) {
  for (let attempt = 1; attempt <= retries; attempt++) {
    if (await isMissing(remoteInfo.entry)) return undefined;
    await wait(delayMs * attempt);
    const entry = new URL(remoteInfo.entry); // absolute: site-config.ts resolved it
    entry.searchParams.set('retry', String(attempt));
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry: entry.href } });
      if (exports) return exports;
    } catch {
      // The next attempt, or the fallback after the last.
    }
  }
  return undefined;
}

/** The server answered that the file does not exist (not: it could not be reached). */
async function isMissing(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
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
