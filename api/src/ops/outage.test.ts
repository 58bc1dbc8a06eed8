import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, visitorToken } from '../testing/test-helpers.js';
import { contactBody, databaseUrl, withSchemaClient } from './ops-kit.js';
import { tcpProxy } from './tcp-proxy.js';

if (!databaseUrl) {
  console.log('# database outage: needs PostgreSQL (DATABASE_URL); runs in the PostgreSQL pass of `pnpm test:api`');
} else {
  describe('database outage through a TCP proxy (PostgreSQL)', () => {
    let app: FastifyInstance;
    let proxy: Awaited<ReturnType<typeof tcpProxy>>;
    let schema: string;
    let path: string;
    let token: string;
    let n = 0;
    const acknowledged: string[] = [];
    const write = async () => {
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: contactBody(++n),
      });
      if (response.statusCode === 200) acknowledged.push(response.json<{ id: string }>().id);
      return response;
    };
    const ready = () => app.inject({ url: '/api/ready' });

    before(async () => {
      const target = new URL(databaseUrl);
      proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(databaseUrl);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      app = await buildTestApp({
        databaseUrl: viaProxy.toString(),
        contactRateLimit: { max: 100_000, timeWindowMs: 60_000 },
      });
      schema = app.config.databaseSchema ?? '';
      const demoId = await orgId(app);
      token = await visitorToken(app, demoId);
      path = `/api/push-notification-service/organizations/${demoId}/email/contact-1`;
    });
    after(async () => {
      // Restored even when the test failed during the cut, so the schema can be dropped.
      await proxy.restore();
      await app.close();
      await proxy.close();
    });

    it('answers 503 during the cut, recovers by itself within 5 s, keeps every acknowledged write', async () => {
      for (let i = 0; i < 5; i++) assert.equal((await write()).statusCode, 200);

      await proxy.cut();
      const during = await write();
      assert.equal(during.statusCode, 503);
      assert.deepEqual(Object.keys(during.json()).sort(), ['code', 'message', 'title']);
      assert.equal(during.json().code, 'DATABASE_UNAVAILABLE');
      const notReady = await ready();
      assert.equal(notReady.statusCode, 503);
      assert.equal(notReady.json().code, 'NOT_READY');
      for (let i = 0; i < 5; i++) assert.equal((await write()).statusCode, 503);

      await proxy.restore();
      const restoredAt = Date.now();
      let recoveredAt = 0;
      while (Date.now() - restoredAt < 10_000) {
        if ((await ready()).statusCode === 200) {
          recoveredAt = Date.now();
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const recoveryMs = recoveredAt - restoredAt;
      for (let i = 0; i < 5; i++) assert.equal((await write()).statusCode, 200);

      const stored = await withSchemaClient(databaseUrl, schema, async (client) => {
        const { rows } = await client.query<{ id: string }>('SELECT id FROM outbox');
        return new Set(rows.map((row) => row.id));
      });
      const lost = acknowledged.filter((id) => !stored.has(id)).length;
      console.log(
        `# outage: recovered ${recoveryMs} ms after the database came back; ${acknowledged.length} acknowledged writes, ${lost} lost`,
      );
      assert.ok(recoveredAt > 0 && recoveryMs < 5_000, `recovery took ${recoveryMs} ms`);
      assert.equal(lost, 0);
    });
  });
}
