import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import {
  buildApi,
  databaseUrl,
  dropSchema,
  isReset,
  newSchema,
  postContact,
  startBuiltServer,
  withSchemaClient,
  type Outcome,
} from './ops-kit.js';

const loadMs = 10_000;
const signalAtMs = 5_000;
const connections = 50;

if (!databaseUrl) {
  console.log('# shutdown under load: needs PostgreSQL (DATABASE_URL); runs in the PostgreSQL pass of `pnpm test:api`');
} else {
  describe('SIGTERM under load (built server, PostgreSQL)', () => {
    const schema = newSchema('shutdown');
    before(() => buildApi());
    after(() => dropSchema(databaseUrl, schema));

    it('finishes in-flight requests, resets no connection, loses no acknowledged write, exits in seconds', async () => {
      const { child, port } = await startBuiltServer({
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
        CONTACT_RATE_LIMIT_MAX: '10000000',
        // The load is hundreds of contact mails into one club's inbox within seconds (issue 22's limit).
        INBOX_RATE_LIMIT_MAX: '10000000',
        RECIPIENT_RATE_LIMIT_MAX: '10000000',
        SHUTDOWN_GRACE_MS: '10000',
      });
      const base = `http://127.0.0.1:${port}/api`;
      const org = (await (await fetch(`${base}/organizations-service/organizations?name=demo`)).json()) as {
        id: string;
      };
      const session = await fetch(`${base}/auth-service/organizations/${org.id}/authentications`, { method: 'PUT' });
      const { accessToken } = (await session.json()) as { accessToken: string };
      const path = `/api/push-notification-service/organizations/${org.id}/email/contact-1`;

      const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
      const outcomes: Outcome[] = [];
      const started = Date.now();
      let n = 0;
      let exitedAt = 0;
      child.on('exit', () => (exitedAt = Date.now()));
      const worker = async () => {
        while (Date.now() - started < loadMs) {
          const outcome = await postContact(agent, port, path, accessToken, ++n);
          outcomes.push(outcome);
          // Once the server has stopped listening, new connections are refused: wait a little.
          if (outcome.kind !== 'ok') await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const signal = new Promise<number>((resolve) =>
        setTimeout(() => {
          child.kill('SIGTERM');
          resolve(Date.now());
        }, signalAtMs),
      );
      await Promise.all([...Array.from({ length: connections }, worker), signal]);
      const signalledAt = await signal;
      if (!exitedAt) await new Promise((resolve) => child.once('exit', resolve));
      agent.destroy();

      const acknowledged = outcomes.flatMap((o) => (o.kind === 'ok' ? [o.id] : []));
      const errors = outcomes.flatMap((o) => (o.kind === 'error' ? [o.code] : []));
      const resets = errors.filter(isReset).length;
      const statuses = outcomes.flatMap((o) => (o.kind === 'status' ? [o.status] : []));
      const stored = await withSchemaClient(databaseUrl, schema, async (client) => {
        const { rows } = await client.query<{ id: string }>('SELECT id FROM outbox');
        return new Set(rows.map((row) => row.id));
      });
      const lost = acknowledged.filter((id) => !stored.has(id)).length;
      const exitMs = exitedAt - signalledAt;
      console.log(
        `# shutdown: ${outcomes.length} requests, ${acknowledged.length} acknowledged writes, ${lost} lost, ` +
          `${resets} reset connections, ${statuses.filter((s) => s === 503).length} answered 503, ` +
          `${errors.length - resets} refused after close, exit ${exitMs} ms after SIGTERM (code ${child.exitCode})`,
      );
      assert.ok(acknowledged.length >= 20, 'the load really ran');
      assert.equal(resets, 0, `reset connections: ${[...new Set(errors.filter(isReset))].join(', ')}`);
      assert.equal(lost, 0, 'acknowledged writes lost');
      assert.deepEqual(
        [...new Set(statuses)].filter((s) => s !== 503),
        [],
        'only 503 besides 200',
      );
      assert.ok(exitMs < 5_000, `exited ${exitMs} ms after SIGTERM`);
      assert.equal(child.exitCode, 0);
    });
  });
}
