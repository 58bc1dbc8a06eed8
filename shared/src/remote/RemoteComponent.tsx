import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadRemoteModule } from './loader';
import { RemoteBoundary } from './RemoteBoundary';

interface Props {
  /** 'mf-training/TrainingScheduleBlock' */
  id: string;
  props?: Record<string, unknown>;
  loading?: ReactNode;
  /** Rendered below the notice when the remote fails (defaults to the notice alone). */
  fallback?: ReactNode;
}

type LazyRemote = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

// Lazy components live outside React state: a component that suspends before its first commit
// loses its state, so a lazy made in state would be re-created (and suspend) forever.
const lazyRemotes = new Map<string, LazyRemote>();
function lazyRemote(id: string, attempt: number): LazyRemote {
  const key = `${id}#${attempt}`;
  let component = lazyRemotes.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule(id));
    lazyRemotes.set(key, component);
  }
  return component;
}

/** Renders a federated module in a slot, with a bilingual fallback if it is down or throws. */
export function RemoteComponent({ id, props, loading = null, fallback }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = lazyRemote(id, attempt);
  return (
    <RemoteBoundary remoteId={id} fallback={fallback} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
