import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem } from '@club/shared/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { databaseUrl } from '../../ops/ops-kit.js';
import { invalidationOf } from '../../testing/cache-invalidation.js';
import { bearer, orgId, userToken, visitorToken, startReplicaPair } from '../../testing/test-helpers.js';

type Page = ContentPage & { version: number };

if (!databaseUrl) {
  console.log(
    '# published cache across replicas: needs PostgreSQL (DATABASE_URL); runs in its pass of `pnpm test:api`',
  );
} else {
  describe('published cache across two replicas on one PostgreSQL', () => {
    let replicaA: FastifyInstance;
    let replicaB: FastifyInstance;
    let demoId: string;
    let homeId: string;
    let visitor: string;
    let admin: string;

    const read = (app: FastifyInstance, headers: Record<string, string> = {}) =>
      app.inject({
        url: `/api/content-service/organizations/${demoId}/content/${homeId}`,
        headers: { ...bearer(visitor), ...headers },
      });
    const etagOf = (response: LightMyRequestResponse) => String(response.headers.etag);

    before(async () => {
      ({ a: replicaA, b: replicaB } = await startReplicaPair({ scheduledPublishMs: 0 }));
      demoId = await orgId(replicaA);
      visitor = await visitorToken(replicaA, demoId);
      admin = await userToken(replicaA, demoId, 'admin@demo.club');
      const menus = (
        await replicaA.inject({
          url: `/api/content-service/organizations/${demoId}/menu/main`,
          headers: bearer(visitor),
        })
      ).json<MenuItem[]>();
      homeId = menus.find((m) => m.path === '/home')!.contentId!;
    });
    after(async () => {
      await replicaB?.close();
      await replicaA?.close();
    });

    it("drops replica B's cached page when an admin saves on replica A", async () => {
      const cachedOnB = await read(replicaB);
      assert.equal((await read(replicaB, { 'if-none-match': etagOf(cachedOnB) })).statusCode, 304);
      assert.ok(replicaB.publishedCache.size > 0, 'B holds the page');

      const page = cachedOnB.json<Page>();
      const notifiedB = invalidationOf(replicaB, demoId);
      const saved = await replicaA.inject({
        method: 'PUT',
        url: `/api/content-service/organizations/${demoId}/content`,
        headers: bearer(admin),
        payload: { ...page, name: 'Startseite (neu)', version: page.version },
      });
      assert.equal(saved.statusCode, 200, saved.body);
      await notifiedB;

      const afterOnB = await read(replicaB, { 'if-none-match': etagOf(cachedOnB) });
      assert.equal(afterOnB.statusCode, 200, 'the old ETag is no longer current on B');
      assert.equal(afterOnB.json<Page>().name, 'Startseite (neu)');
      assert.equal(etagOf(afterOnB), etagOf(await read(replicaA)), 'both replicas tag the same bytes alike');
    });

    it('serves uncached while its LISTEN connection is down, and caches again once it is back', async () => {
      const wentDown = new Promise<void>((resolve) => {
        const unsubscribe = replicaB.publishedCache.subscribe((organizationId) => {
          if (organizationId === null && !replicaB.publishedCache.isLive) {
            unsubscribe();
            resolve();
          }
        });
      });
      const superuser = new pg.Client({ connectionString: databaseUrl });
      await superuser.connect();
      try {
        const { rowCount } = await superuser.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [replicaB.publishedCacheFeedName],
        );
        assert.equal(rowCount, 1, "B's LISTEN connection");
      } finally {
        await superuser.end();
      }
      await wentDown;
      assert.equal(replicaB.publishedCache.size, 0, 'nothing kept while notifications may be missed');
      assert.equal((await read(replicaB)).statusCode, 200);
      assert.equal(replicaB.publishedCache.size, 0, 'nothing stored while down');

      const deadline = Date.now() + 10_000;
      while (!replicaB.publishedCache.isLive && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      assert.ok(replicaB.publishedCache.isLive, 'reconnected');
      await read(replicaB);
      assert.ok(replicaB.publishedCache.size > 0, 'caching again');

      // And the reconnected feed hears A's saves.
      const page = (await read(replicaB)).json<Page>();
      const notifiedB = invalidationOf(replicaB, demoId);
      await replicaA.inject({
        method: 'PUT',
        url: `/api/content-service/organizations/${demoId}/content`,
        headers: bearer(admin),
        payload: { ...page, name: 'Startseite', version: page.version },
      });
      await notifiedB;
      assert.equal((await read(replicaB)).json<Page>().name, 'Startseite');
    });
  });
}
