import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, orgId } from '../../testing/test-helpers.js';
import { lockPolicy } from './account-lock.js';

describe('lockout without denial of service (issue 22)', () => {
  let app: FastifyInstance;
  let demoId: string;
  let clock = Date.now();
  let address = 0;
  const attempt = (username: string, password: string, cookie?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/auth-service/organizations/${demoId}/authentications`,
      remoteAddress: `203.0.113.${++address % 250}`,
      headers: cookie ? { cookie } : {},
      payload: { username, password },
    });
  const deviceCookieOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie'] ?? '').split(';')[0]!;
  const lockByGuessing = async (account: string) => {
    for (let i = 0; i < lockPolicy.lockAfter; i++) {
      assert.equal((await attempt(account, `wrong-${i}`)).statusCode, 401, `guess ${i + 1}`);
      clock += Math.min(2 ** i * 1000, 300_000);
    }
  };

  before(async () => {
    app = await buildTestApp({ now: () => clock });
    demoId = await orgId(app);
  });
  after(() => app.close());

  it("lets the owner's known device in with the right password while strangers' guesses lock the account", async () => {
    const account = 'admin@demo.club';
    const first = await attempt(account, 'demo-club-2026');
    assert.equal(first.statusCode, 200);
    const device = deviceCookieOf(first);
    assert.match(device, /^club_device=/);
    assert.match(String(first.headers['set-cookie']), /HttpOnly; SameSite=Lax/);

    await lockByGuessing(account);
    const stranger = await attempt(account, 'demo-club-2026');
    assert.equal(stranger.statusCode, 429, 'a new device waits for the lock to end');
    const owner = await attempt(account, 'demo-club-2026', device);
    assert.equal(owner.statusCode, 200, 'the known device logs in during the lock');
    assert.ok(owner.json().accessToken);
    // The device cookie names one account: it opens no lock of another.
    await lockByGuessing('coach@demo.club');
    assert.equal((await attempt('coach@demo.club', 'demo-club-2026', device)).statusCode, 429);
  });

  it('keeps the growing delay for a known device that guesses wrong itself', async () => {
    const login = await attempt('member@demo.club', 'demo-club-2026');
    const device = deviceCookieOf(login);
    for (let i = 0; i < lockPolicy.slowDownAfter; i++) {
      assert.equal((await attempt('member@demo.club', 'wrong', device)).statusCode, 401);
    }
    assert.equal((await attempt('member@demo.club', 'demo-club-2026', device)).statusCode, 429);
  });

  it('mails the owner a one-click unlock that ends that lock, once', async () => {
    const account = 'coach@demo.club';
    const mail = await app.db
      .selectFrom('outbox')
      .select('text_body')
      .where('template', '=', 'ACCOUNT_LOCKED')
      .where('recipient', '=', account)
      .executeTakeFirstOrThrow();
    const link = /Unlock now: (\S+)/.exec(mail.text_body)?.[1];
    assert.ok(link, mail.text_body);
    const url = new URL(link);
    assert.equal(url.origin, 'http://localhost', 'the public origin, never a forged Host');
    assert.equal(url.pathname, '/api/auth-service/unlock');
    const opened = await app.inject({ url: `${url.pathname}${url.search}` });
    assert.equal(opened.statusCode, 200);
    assert.match(opened.body, /Account unlocked/);
    assert.equal((await attempt(account, 'demo-club-2026')).statusCode, 200, 'any device logs in again');
    const again = await app.inject({ url: `${url.pathname}${url.search}` });
    assert.equal(again.statusCode, 410);
    const forged = await app.inject({ url: `${url.pathname}?token=${'x'.repeat(40)}` });
    assert.equal(forged.statusCode, 410);
  });
});
