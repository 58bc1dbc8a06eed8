import { lazy, Suspense, useState, type ReactNode } from 'react';
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

function LoadedRemote({ id, props }: { id: string; props?: Record<string, unknown> }) {
  // Created once per mount; the retry button remounts this with a new key to load again.
  const [Loaded] = useState(() => lazy(() => loadRemoteModule(id)));
  return <Loaded {...props} />;
}

/** Renders a federated module in a slot, with a bilingual fallback if it is down or throws. */
export function RemoteComponent({ id, props, loading = null, fallback }: Props) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary remoteId={id} fallback={fallback} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        <LoadedRemote key={`${id}#${attempt}`} id={id} props={props} />
      </Suspense>
    </RemoteBoundary>
  );
}
