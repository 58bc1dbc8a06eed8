import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createMailer } from '../../lib/mailer.js';
import { startSmtpServer } from '../../testing/smtp-sink.js';
import { bearer, orgId, testConfig, visitorToken } from '../../testing/test-helpers.js';
import { deliverOutbox } from './outbox-delivery.js';

const validBody = (overrides: Record<string, unknown> = {}) => ({
  messageProperties: {
    page: '/contact-us',
    name: '  Max   Mustermann ',
    email: 'max@example.org',
    message: 'Is there a trial session for volleyball?',
    ...overrides,
  },
  emailTemplateEnum: 'JOIN_COURSE',
});

const header = (raw: string, name: string): string | undefined =>
  raw
    .split(/\r?\n\r?\n/)[0]
    ?.split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

describe('push-notification-service: contact e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: FastifyInstance;
  let demoId: string;
  let token: string;
  let ipCounter = 0;
  /** Each test its own client address: the per-IP limit (3) only bites where a test wants it. */
  const nextIp = () => `10.0.0.${++ipCounter}`;

  const send = (payload: unknown, ip = nextIp(), target = app, organizationId = demoId, bearerToken = token) =>
    target.inject({
      method: 'POST',
      url: `/api/push-notification-service/organizations/${organizationId}/email/contact-1`,
      headers: { ...bearer(bearerToken), 'accept-language': 'en' },
      remoteAddress: ip,
      payload: payload as Record<string, unknown>,
    });

  const outboxRow = (id: string, target = app) =>
    target.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outboxCount = async (target = app) =>
    Number(
      (
        await target.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildApp(testConfig({ smtpUrl: smtp.url, contactRateLimit: { max: 3, timeWindowMs: 60_000 } }));
    demoId = await orgId(app);
    token = await visitorToken(app, demoId);
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it("delivers to the organization's own address with the sender as reply-to", async () => {
    const response = await send(validBody());
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().status, 'sent');
    const mail = smtp.received.at(-1)!;
    assert.deepEqual(mail.to, ['info@demo.club']);
    assert.equal(mail.from, 'no-reply@demo.club');
    assert.equal(header(mail.raw, 'Reply-To'), 'max@example.org');
    assert.match(mail.raw, /Max Mustermann/, 'the name arrives normalised');
    assert.match(mail.raw, /Is there a trial session for volleyball\?/);
    assert.match(mail.raw, /\/contact-us/);

    const row = await outboxRow(response.json().id);
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 1);
    assert.equal(row.recipient, 'info@demo.club');
    assert.equal(row.reply_to, 'max@example.org');
    assert.equal(row.template, 'JOIN_COURSE');
    assert.equal(row.template_id, 'contact-1');
    assert.ok(row.sent_at);
    assert.match(row.text_body, /Max Mustermann/);
  });

  it('ignores a `to` in the body (no open relay)', async () => {
    const response = await send({ ...validBody(), to: 'victim@elsewhere.example' });
    assert.equal(response.statusCode, 200);
    const mail = smtp.received.at(-1)!;
    assert.deepEqual(mail.to, ['info@demo.club']);
    assert.doesNotMatch(mail.raw, /victim@elsewhere\.example/);
    assert.equal((await outboxRow(response.json().id)).recipient, 'info@demo.club');
  });

  it('refuses invalid fields with the field names and stores nothing', async () => {
    const before = await outboxCount();
    const delivered = smtp.received.length;

    const badName = await send(validBody({ name: 'X1' }));
    assert.equal(badName.statusCode, 400);
    assert.deepEqual(badName.json(), {
      code: 'VALIDATION_ERROR',
      message: 'messageProperties.name: Please use 2 to 30 letters and spaces only.',
      title: 'Validation Error',
    });

    // The same words the form shows, in the visitor's language.
    const german = await app.inject({
      method: 'POST',
      url: `/api/push-notification-service/organizations/${demoId}/email/contact-1`,
      headers: { ...bearer(token), 'accept-language': 'de-DE' },
      remoteAddress: nextIp(),
      payload: validBody({ name: 'X1' }) as Record<string, unknown>,
    });
    assert.equal(
      german.json().message,
      'messageProperties.name: Bitte nur 2 bis 30 Buchstaben und Leerzeichen verwenden.',
    );

    const badEmail = await send(validBody({ email: 'max@example' }));
    assert.equal(badEmail.statusCode, 400);
    assert.equal(badEmail.json().message, 'messageProperties.email: Invalid email.');

    const emptyMessage = await send(validBody({ message: '   ' }));
    assert.equal(emptyMessage.statusCode, 400);
    assert.equal(emptyMessage.json().message, 'messageProperties.message: This field is mandatory');

    const allWrong = await send(validBody({ name: '', email: '', message: '' }));
    assert.equal(allWrong.statusCode, 400);
    assert.match(allWrong.json().message, /messageProperties\.name: This field is mandatory/);
    assert.match(allWrong.json().message, /messageProperties\.email: This field is mandatory/);
    assert.match(allWrong.json().message, /messageProperties\.message: This field is mandatory/);

    const missing = await send({
      messageProperties: { page: '/', name: 'Max', email: 'max@example.org' },
      emailTemplateEnum: 'JOIN_COURSE',
    });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().code, 'VALIDATION_ERROR');
    assert.match(missing.json().message, /message/);

    const wrongTemplate = await send({ ...validBody(), emailTemplateEnum: 'SPAM' });
    assert.equal(wrongTemplate.statusCode, 400);
    assert.match(wrongTemplate.json().message, /emailTemplateEnum/);

    assert.equal(await outboxCount(), before);
    assert.equal(smtp.received.length, delivered);
  });

  it('answers 502 with the spec text when the SMTP server refuses, keeping the message as failed', async () => {
    smtp.state.refuse = true;
    try {
      const response = await send(validBody({ message: 'This one bounces' }));
      assert.equal(response.statusCode, 502);
      assert.deepEqual(response.json(), {
        code: 'MAIL_DELIVERY_FAILED',
        message: 'There was an unexpected error. Your message could not be sent.',
        title: 'Email',
      });
      const row = await app.db
        .selectFrom('outbox')
        .selectAll()
        .where('text_body', 'like', '%This one bounces%')
        .executeTakeFirstOrThrow();
      assert.equal(row.status, 'failed');
      assert.equal(row.attempts, 1);
      assert.match(row.last_error ?? '', /550|Mailbox unavailable/);
    } finally {
      smtp.state.refuse = false;
    }
  });

  it('delivers a message that bounced on the next retry pass, once', async () => {
    smtp.state.refuse = true;
    const bounced = await send(validBody({ message: 'Second chance please' }));
    smtp.state.refuse = false;
    assert.equal(bounced.statusCode, 502);

    const mailer = createMailer(smtp.url, app.log);
    try {
      const retry = { smtpUrl: smtp.url, mailFrom: null, log: app.log };
      assert.ok((await deliverOutbox(app.db, mailer, retry)) >= 1);
      const row = await app.db
        .selectFrom('outbox')
        .selectAll()
        .where('text_body', 'like', '%Second chance please%')
        .executeTakeFirstOrThrow();
      assert.equal(row.status, 'sent');
      assert.ok(smtp.received.some((mail) => mail.raw.includes('Second chance please')));
      // Nothing is left to send, so a second pass sends nothing twice.
      assert.equal(await deliverOutbox(app.db, mailer, retry), 0);
    } finally {
      await mailer.close();
    }
  });

  it('limits the route per IP (429 with the error body)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) assert.equal((await send(validBody(), ip)).statusCode, 200);
    const limited = await send(validBody(), ip);
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'FORM_RATE_LIMITED');
    assert.match(limited.json().message, /Please try again in \d+ minutes/);
    assert.ok(limited.headers['retry-after']);
    assert.equal((await send(validBody(), nextIp())).statusCode, 200, 'another address is not limited');
  });

  it('needs a token of the same organization', async () => {
    const nordId = await orgId(app, 'nord');
    const nordToken = await visitorToken(app, nordId);
    assert.equal((await send(validBody(), nextIp(), app, demoId, nordToken)).statusCode, 403);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/push-notification-service/organizations/${demoId}/email/contact-1`,
      remoteAddress: nextIp(),
      payload: validBody(),
    });
    assert.equal(anonymous.statusCode, 401);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    assert.ok(doc.paths['/api/push-notification-service/organizations/{orgId}/email/{templateId}']?.post);
  });

  describe('behind a trusted gateway (TRUST_PROXY)', () => {
    let gated: FastifyInstance;
    before(async () => {
      gated = await buildApp(
        testConfig({ trustProxy: '10.0.0.1', contactRateLimit: { max: 1, timeWindowMs: 60_000 } }),
      );
    });
    after(() => gated.close());

    it("limits each visitor by their forwarded address, not the gateway's", async () => {
      const gatedId = await orgId(gated);
      const gatedToken = await visitorToken(gated, gatedId);
      const fromGateway = (visitor: string) =>
        gated.inject({
          method: 'POST',
          url: `/api/push-notification-service/organizations/${gatedId}/email/contact-1`,
          headers: { ...bearer(gatedToken), 'x-forwarded-for': visitor },
          remoteAddress: '10.0.0.1',
          payload: validBody() as Record<string, unknown>,
        });
      assert.equal((await fromGateway('203.0.113.7')).statusCode, 200);
      assert.equal((await fromGateway('203.0.113.7')).statusCode, 429);
      assert.equal((await fromGateway('198.51.100.4')).statusCode, 200, 'another visitor behind the same gateway');
    });
  });

  describe('without SMTP_URL', () => {
    let local: FastifyInstance;
    let localDemoId: string;
    let localToken: string;
    before(async () => {
      local = await buildApp(testConfig());
      localDemoId = await orgId(local);
      localToken = await visitorToken(local, localDemoId);
    });
    after(() => local.close());

    it('keeps the message in the outbox as pending and still answers 200', async () => {
      const delivered = smtp.received.length;
      const response = await send(validBody(), nextIp(), local, localDemoId, localToken);
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().status, 'pending');
      const row = await outboxRow(response.json().id, local);
      assert.equal(row.status, 'pending');
      assert.equal(row.attempts, 0);
      assert.equal(row.sent_at, null);
      assert.equal(row.recipient, 'info@demo.club');
      assert.equal(smtp.received.length, delivered);
    });
  });
});
