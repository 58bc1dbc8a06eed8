import type { Page } from '@playwright/test';

/** Collects the URL of every request the page makes. */
export function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Installs a minimal React DevTools hook before any script runs: every copy of react-dom that
 * starts registers itself through `inject`, so two copies of React would count 2.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __reactRenderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__reactRenderers = 0;
    const renderers = new Map<number, unknown>();
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        w.__reactRenderers += 1;
        renderers.set(w.__reactRenderers, renderer);
        return w.__reactRenderers;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
}

/** Waits until the page has mounted a federated module (RemoteComponent records each id). */
export async function expectRemoteMounted(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (moduleId) =>
      ((window as unknown as { __CLUB_MOUNTED_REMOTES__?: string[] }).__CLUB_MOUNTED_REMOTES__ ?? []).includes(
        moduleId,
      ),
    id,
  );
}
