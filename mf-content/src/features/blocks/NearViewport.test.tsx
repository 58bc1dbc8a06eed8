import { startTransition, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { awaitHydrationOf, watchHydrationGate } from '@club/shared';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
} from '@club/shared/testing/fake-intersection-observer';
import { NearViewport } from './NearViewport';

/** Lets React's scheduler (macrotasks in jsdom) run its work. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Waits (up to 2 s) until React has rendered what `isDone` looks for: on a busy machine 20 ms were not always enough. */
async function settleUntil(isDone: () => boolean) {
  for (let waited = 0; !isDone() && waited < 2_000; waited += 20) await settle();
}

function Page({ round }: { round: number }) {
  return (
    <div ref={(element) => watchHydrationGate('slot-1', 'block:1', element)} data-round-seen={round > 0 || undefined}>
      <Suspense fallback={<p>…</p>}>
        <NearViewport slotKey="slot-1" markId="block:1">
          <p className="block">Herzlich willkommen</p>
        </NearViewport>
      </Suspense>
    </div>
  );
}

describe('a block below the fold', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
  });
  afterEach(() => {
    removeFakeIntersectionObserver();
  });

  it('keeps its server markup and hydrates it when it comes near after the page re-rendered', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page round={0} />);
    document.body.append(container);
    const serverParagraph = container.querySelector('p.block');
    awaitHydrationOf(['block:1']);
    const recoverable: unknown[] = [];
    const root = hydrateRoot(container, <Page round={0} />, { onRecoverableError: (error) => recoverable.push(error) });
    await settle();
    // The page re-renders (the user's own session arrives) while the block still waits; React
    // starts hydrating the block for it and waits on the gate …
    startTransition(() => root.render(<Page round={1} />));
    await settle();
    // … which opens as the block comes near the viewport.
    FakeIntersectionObserver.last!.answer(true);
    await settleUntil(() => container.querySelector('[data-round-seen]') !== null);
    expect(recoverable).toEqual([]);
    expect(container.querySelector('p.block')).toBe(serverParagraph);
    expect(container.querySelector('[data-round-seen]')).not.toBeNull();
  });
});
