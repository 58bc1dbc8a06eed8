import { use, useLayoutEffect, type ReactNode } from 'react';
import { gatedPartHydrated, hydrationGate } from '@club/shared';

/**
 * Holds a block of a server-rendered page until it comes near the viewport (ssr/near-viewport.ts):
 * suspended, its server markup stays as it is and its code is neither fetched nor run.
 */
export function NearViewport({ slotKey, markId, children }: { slotKey: string; markId: string; children: ReactNode }) {
  // Runs once the block inside hydrated too (the same Suspense boundary commits them together),
  // in the commit itself: a click React hydrated for at once must not be replayed as held.
  // Every hook comes before the conditional use(): the gate is open when React replays the
  // suspended render, use() is skipped then, and a hook after it broke hydration (React #467
  // inside #422, the block rendered anew in the browser).
  useLayoutEffect(() => gatedPartHydrated(slotKey), [slotKey]);
  const gate = hydrationGate(slotKey, markId);
  if (gate) use(gate);
  return children;
}
