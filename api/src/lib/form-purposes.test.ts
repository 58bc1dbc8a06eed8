import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { familyApplication } from '../testing/memberships-support.js';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../testing/test-helpers.js';

// Issue 31 item 5: contact messages, applications and family invitations each have their own
// limits per address, per recipient and per account, at the defaults a deployment runs with.
describe('form quotas per purpose', () => {
  let app: FastifyInstance;
  let org: string;
  let visitor: string;
  let clock = Date.now();
  let address = 0;
  const nextIp = () => `198.51.100.${++address}`;
  const ids = new Map<string, string>();

  const contact = (token: string, ip: string, message = 'Gibt es ein Probetraining?') =>
    app.inject({
      method: 'POST',
      url: `/api/push-notification-service/organizations/${org}/email/contact-1`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      remoteAddress: ip,
      payload: {
        messageProperties: { page: '/kontakt', name: 'Max Muster', email: 'max@example.org', message },
        emailTemplateEnum: 'JOIN_COURSE',
      },
    });
  const apply = (token: string, ip: string, email: string) =>
    app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/applications`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      remoteAddress: ip,
      payload: familyApplication({ email }),
    });
  async function invite(email: string, to: string, lang = 'en') {
    const token = await userToken(app, org, email);
    ids.set(
      email,
      ids.get(email) ??
        (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
    );
    return app.inject({
      method: 'POST',
      url: `/api/families-service/organizations/${org}/users/${ids.get(email)}/family-invitations`,
      headers: { ...bearer(token), 'accept-language': lang },
      remoteAddress: nextIp(),
      payload: { email: to },
    });
  }

  before(async () => {
    // The defaults of config-env.ts and quota.ts, not the test helper's generous limits.
    app = await buildTestApp({
      now: () => clock,
      contactRateLimit: { max: 5, timeWindowMs: 60_000 },
      formRateLimit: undefined,
      recipientRateLimit: undefined,
      inboxRateLimit: undefined,
    });
    org = await orgId(app);
    visitor = await visitorToken(app, org);
  });
  after(() => app.close());

  it("keeps applications open after contact posts used up the club's inbox and an address", async () => {
    const member = await userToken(app, org, 'member@demo.club');
    // A logged-in member: 10 contact messages a day, from any addresses.
    for (let i = 0; i < 10; i++) assert.equal((await contact(member, nextIp())).statusCode, 200, `member ${i}`);
    const eleventh = await contact(member, nextIp());
    assert.equal(eleventh.statusCode, 429);
    assert.equal(eleventh.json().code, 'ACCOUNT_RATE_LIMITED');
    // Visitors from four addresses, five each (the per-address limit), fill the inbox's 30 an hour.
    const first = nextIp();
    for (const ip of [first, nextIp(), nextIp(), nextIp()]) {
      for (let i = 0; i < 5; i++) assert.equal((await contact(visitor, ip)).statusCode, 200, `${ip} ${i}`);
    }
    const full = await contact(visitor, nextIp());
    assert.equal(full.statusCode, 429);
    assert.equal(full.json().code, 'RECIPIENT_RATE_LIMITED');
    assert.equal((await contact(visitor, first)).json().code, 'FORM_RATE_LIMITED', 'that address is spent too');

    // An application from the spent address still goes in, and its notice reaches the club.
    const applied = await apply(visitor, first, 'still.open@example.org');
    assert.equal(applied.statusCode, 201, applied.body);
    const notice = await app.db
      .selectFrom('outbox')
      .select('id')
      .where('template', '=', 'MEMBERSHIP_NOTICE')
      .where('reply_to', '=', 'still.open@example.org')
      .execute();
    assert.equal(notice.length, 1);
  });

  it('stops the eleventh invitation of one account in a day, with a clear 429 and Retry-After', async () => {
    const codes: number[] = [];
    let refused: Awaited<ReturnType<typeof invite>> | undefined;
    for (let i = 0; i < 20; i++) {
      const answer = await invite('member@demo.club', `friend${i}@example.org`);
      codes.push(answer.statusCode);
      refused ??= answer.statusCode === 429 ? answer : undefined;
    }
    assert.deepEqual(codes, [...Array(10).fill(201), ...Array(10).fill(429)]);
    assert.deepEqual(refused!.json(), {
      code: 'ACCOUNT_RATE_LIMITED',
      message: 'Your account may send at most 10 invitations a day. Please try again in 24 hours.',
      title: 'Too Many Requests',
    });
    const retryAfter = Number(refused!.headers['retry-after']);
    assert.ok(retryAfter > 86_000 && retryAfter <= 86_400, String(retryAfter));
    const sent = await app.db
      .selectFrom('outbox')
      .select('id')
      .where('template', '=', 'FAMILY_INVITATION')
      .where('recipient', 'like', 'friend%@example.org')
      .execute();
    assert.equal(sent.length, 10, 'a refused invitation mails nobody');

    // Another account still invites; the spent account still writes to the club.
    assert.equal((await invite('coach@demo.club', 'coach.friend@example.org')).statusCode, 201);
    const admin = await userToken(app, org, 'admin@demo.club');
    assert.equal((await apply(admin, nextIp(), 'via.admin@example.org')).statusCode, 201);

    // Near the end of the day, in German: one hour left.
    clock += 23.5 * 3_600_000;
    const german = await invite('member@demo.club', 'freundin@example.org', 'de');
    assert.equal(german.statusCode, 429);
    assert.equal(
      german.json().message,
      'Von deinem Konto gehen höchstens 10 Einladungen am Tag. Bitte versuche es in 1 Stunde noch einmal.',
    );
    assert.equal(german.json().title, 'Zu viele Anfragen');
    clock += 3_600_000;
    assert.equal((await invite('member@demo.club', 'next.day@example.org')).statusCode, 201, 'a new day');
  });

  it('stops the eleventh application an account sends in a day', async () => {
    const admin = await userToken(app, org, 'admin@demo.club');
    // The day of the one above (via.admin) is over: ten fit.
    for (let i = 0; i < 10; i++) {
      assert.equal((await apply(admin, nextIp(), `paper${i}@example.org`)).statusCode, 201, `application ${i}`);
    }
    const over = await apply(admin, nextIp(), 'paper.over@example.org');
    assert.equal(over.statusCode, 429);
    assert.match(over.json().message, /at most 10 membership applications a day/);
    // A visitor (a fresh token: the clock moved a day) is not held by that account's limit.
    const fresh = await visitorToken(app, org);
    assert.equal((await apply(fresh, nextIp(), 'visitor.still@example.org')).statusCode, 201);
  });
});
