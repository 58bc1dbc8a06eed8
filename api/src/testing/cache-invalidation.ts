import type { FastifyInstance } from 'fastify';

/**
 * Resolves when the app's published cache drops this organization's entries (a save's
 * notification arrived); rejects after timeoutMs. Subscribe before the write.
 */
export function invalidationOf(app: FastifyInstance, organizationId: string, timeoutMs = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no invalidation of ${organizationId} within ${timeoutMs} ms`));
    }, timeoutMs);
    const unsubscribe = app.publishedCache.subscribe((invalidated) => {
      if (invalidated !== organizationId && invalidated !== null) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}
