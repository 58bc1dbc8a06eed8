import { Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useHydrationMark } from '../ssr/hydration';
import type { ExposedProps, RemoteModuleId } from '../contracts';
import { loadRemoteModule, type RemoteModule } from './loader';
import { RemoteBoundary } from './RemoteBoundary';

interface Props<Id extends RemoteModuleId> {
  /** 'mf-training/TrainingScheduleBlock': the props below are typed by it (contracts/remote-props.ts). */
  id: Id;
  props?: ExposedProps[Id];
  loading?: ReactNode;
  /** Rendered below the notice when the remote fails (defaults to the notice alone). */
  fallback?: ReactNode;
}

// Promises live outside React state: a component that suspends before its first commit loses
// its state, so a promise made in state would be re-created (and suspend) forever.
const remotePromises = new Map<string, Promise<RemoteModule>>();
function remoteModule(id: string, attempt: number): Promise<RemoteModule> {
  const key = `${id}#${attempt}`;
  let promise = remotePromises.get(key);
  if (!promise) {
    promise = loadRemoteModule(id);
    remotePromises.set(key, promise);
    // The server renders the next page (or the next pass) with a fresh attempt: a remote that
    // failed once must not stay failed for the render worker's life. The browser keeps the
    // failure (its boundary offers a retry; a fresh promise there would load again and again).
    if (typeof window === 'undefined') {
      const made = promise;
      made.catch(() => {
        if (remotePromises.get(key) === made) remotePromises.delete(key);
      });
    }
  }
  return promise;
}

/**
 * The ids of the federated modules mounted on this page, for monitoring and end-to-end tests:
 * they can tell that a remote is up without knowing its markup (which its team may change).
 */
const mountedRegistry = globalThis as { __CLUB_MOUNTED_REMOTES__?: string[] };

function LoadedRemote({ id, attempt, props }: { id: string; attempt: number; props?: object }) {
  const Exposed = use(remoteModule(id, attempt)).default as ComponentType<object>;
  // The server renderer links the CSS of every module it rendered and awaits its hydration.
  useHydrationMark(id);
  useEffect(() => {
    const mounted = (mountedRegistry.__CLUB_MOUNTED_REMOTES__ ??= []);
    if (!mounted.includes(id)) mounted.push(id);
  }, [id]);
  return <Exposed {...props} />;
}

/** Renders a federated module in a slot, with a bilingual fallback if it is down or throws. */
export function RemoteComponent<Id extends RemoteModuleId>({ id, props, loading = null, fallback }: Props<Id>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary remoteId={id} fallback={fallback} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        <LoadedRemote id={id} attempt={attempt} props={props} />
      </Suspense>
    </RemoteBoundary>
  );
}
