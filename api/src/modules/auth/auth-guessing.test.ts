import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, orgId } from '../../testing/test-helpers.js';
import { lockPolicy } from './account-lock.js';
import { login } from '../../testing/login-support.js';

describe('password guessing per account', () => {
  let app: FastifyInstance;
  let demoId: string;
  let clock = Date.now();
  let address = 0;
  // Every guess from another address: the per-address limit alone would never stop this.
  const guess = (username: string, password: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/auth-service/organizations/${demoId}/authentications`,
      remoteAddress: `198.51.100.${++address % 250}`,
      payload: { username, password },
    });

  before(async () => {
    app = await buildTestApp({ now: () => clock });
    demoId = await orgId(app);
  });
  after(() => app.close());

  it('slows guesses down after 3 failures, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await guess('coach@demo.club', 'wrong')).statusCode);
    const refused = await guess('coach@demo.club', 'demo-club-2026');
    assert.deepEqual(statuses, [401, 401, 401]);
    assert.equal(refused.statusCode, 429, 'even the right password must wait');
    assert.equal(refused.json().code, 'TOO_MANY_ATTEMPTS');
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    clock += 2_000;
    assert.equal((await guess('coach@demo.club', 'demo-club-2026')).statusCode, 200, 'after the wait');
    assert.equal((await guess('coach@demo.club', 'wrong')).statusCode, 401, 'success cleared the count');
  });

  it('locks the account after 10 failures, tells its owner, and unlocks by itself', async () => {
    const account = 'member@demo.club';
    for (let i = 0; i < lockPolicy.lockAfter; i++) {
      const response = await guess(account, `wrong-${i}`);
      assert.equal(response.statusCode, 401, `guess ${i + 1}`);
      clock += 300_000 > 2 ** i * 1000 ? 2 ** i * 1000 : 300_000;
    }
    const locked = await guess(account, 'demo-club-2026');
    assert.equal(locked.statusCode, 429);
    assert.ok(Number(locked.headers['retry-after']) > 60, 'locked for minutes');
    const form = await login(app, account, 'demo-club-2026', { lang: 'en' });
    assert.equal(form.statusCode, 429);
    assert.match(form.body, /Too many failed attempts for this account/);
    assert.match(form.body, /value="member@demo.club"/, 'the typed e-mail is kept');

    const mails = await app.db
      .selectFrom('outbox')
      .select(['recipient', 'template', 'text_body'])
      .where('template', '=', 'ACCOUNT_LOCKED')
      .execute();
    assert.equal(mails.length, 1);
    assert.equal(mails[0]?.recipient, account);
    assert.match(mails[0]?.text_body ?? '', /15 minutes/);

    clock += lockPolicy.lockMs + 1_000;
    assert.equal((await guess(account, 'demo-club-2026')).statusCode, 200, 'the lock ended by itself');
  });

  it('treats unknown e-mails alike and sends them no mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await guess('ghost@demo.club', 'x')).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
    const known: number[] = [];
    for (let i = 0; i < 5; i++) known.push((await guess('admin@demo.club', 'x')).statusCode);
    assert.deepEqual(known, statuses);
    const mails = await app.db
      .selectFrom('outbox')
      .select('recipient')
      .where('recipient', '=', 'ghost@demo.club')
      .execute();
    assert.equal(mails.length, 0);
  });
});
