import type { ComponentType } from 'react';
import { localesLoaded } from '../i18n/instance';

export type RemoteModule = { default: ComponentType<Record<string, unknown>> };
export type RemoteLoader = (id: string) => Promise<RemoteModule>;

// The shell owns the federation runtime; remotes reach other remotes only through this loader,
// so no remote compiles another remote's URL or source into its bundle.
let loader: RemoteLoader | null = null;
const cache = new Map<string, Promise<RemoteModule>>();

export function setRemoteLoader(next: RemoteLoader): void {
  loader = next;
  cache.clear();
}

export function loadRemoteModule(id: string): Promise<RemoteModule> {
  if (!loader) return Promise.reject(new Error(`No remote loader registered (loading ${id})`));
  let pending = cache.get(id);
  if (!pending) {
    pending = loader(id).then(async (module) => {
      if (!module || typeof module.default !== 'function') throw new Error(`${id} has no default export`);
      // The module registered its texts as it loaded; it renders once they are here.
      await localesLoaded();
      return module;
    });
    // A failed load may succeed later (the retry button): do not cache failures.
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}
