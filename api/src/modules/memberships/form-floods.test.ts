import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, visitorToken } from '../../testing/test-helpers.js';
import { familyApplication } from '../../testing/memberships-support.js';

describe('form floods and control characters (issue 22)', () => {
  let app: FastifyInstance;
  let org: string;
  let visitor: string;
  let ipCounter = 0;
  const nextIp = () => `10.22.0.${++ipCounter}`;
  const apply = (form: Record<string, unknown>, ip = nextIp()) =>
    app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/applications`,
      headers: { ...bearer(visitor), 'accept-language': 'en' },
      remoteAddress: ip,
      payload: familyApplication(form),
    });
  const contact = (message: string, ip = nextIp()) =>
    app.inject({
      method: 'POST',
      url: `/api/push-notification-service/organizations/${org}/email/contact-1`,
      headers: { ...bearer(visitor), 'accept-language': 'en' },
      remoteAddress: ip,
      payload: {
        messageProperties: { page: '/kontakt', name: 'Max Muster', email: 'max@example.org', message },
        emailTemplateEnum: 'JOIN_COURSE',
      },
    });
  const mailsTo = async (recipient: string) =>
    (await app.db.selectFrom('outbox').select('id').where('recipient', '=', recipient).execute()).length;

  before(async () => {
    app = await buildTestApp({
      formRateLimit: { max: 5, timeWindowMs: 600_000 },
      recipientRateLimit: { max: 2, timeWindowMs: 3_600_000 },
      inboxRateLimit: { max: 12, timeWindowMs: 3_600_000 },
      contactRateLimit: { max: 100, timeWindowMs: 60_000 },
    });
    org = await orgId(app);
    visitor = await visitorToken(app, org);
  });
  after(() => app.close());

  it('answers a burst of 30 applications from one address with 429 after the fifth, in the error shape', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => apply({ email: `burst${i}@example.org` }, ip)),
    );
    const created = answers.filter((a) => a.statusCode === 201).length;
    const limited = answers.filter((a) => a.statusCode === 429);
    assert.equal(created, 5);
    assert.equal(limited.length, 25);
    assert.equal(limited[0]!.json().code, 'FORM_RATE_LIMITED');
    assert.match(
      limited[0]!.json().message,
      /Too many forms were sent from your connection\. Please try again in 10 minutes\./,
    );
    assert.equal(limited[0]!.json().title, 'Too Many Requests');
    assert.ok(Number(limited[0]!.headers['retry-after']) > 0);
    const queued = await app.db.selectFrom('outbox').select('id').where('template', 'like', 'MEMBERSHIP_%').execute();
    assert.equal(queued.length, 10, 'two mails per accepted application, none for the refused ones');
  });

  it('limits mails to one recipient, whatever addresses the forms come from', async () => {
    const target = 'victim@example.org';
    assert.equal((await apply({ email: target })).statusCode, 201);
    assert.equal((await apply({ email: target })).statusCode, 201);
    const third = await apply({ email: target });
    assert.equal(third.statusCode, 429);
    assert.equal(third.json().code, 'RECIPIENT_RATE_LIMITED');
    assert.match(third.json().message, /Too many messages went to this address/);
    assert.equal(await mailsTo(target), 2);
  });

  it("limits contact mails into the club's inbox across addresses, apart from the 7 application notices", async () => {
    // The 7 application notices so far count for applications only (issue 31): 12 contacts fit.
    for (let i = 0; i < 12; i++) assert.equal((await contact(`Frage ${i}`)).statusCode, 200);
    const over = await contact('one too many');
    assert.equal(over.statusCode, 429);
    assert.equal(over.json().code, 'RECIPIENT_RATE_LIMITED');
  });

  it('refuses CR, LF and ESC in one-line fields, and ESC in a message (line breaks stay allowed there)', async () => {
    for (const form of [
      { streetAddress: 'Hauptstraße 1\r\nBcc: x@evil.example' },
      { city: 'Berlin\u001b[31m' },
      { postCode: '10115\n' },
      { firstName: 'Anna\u0007' },
    ]) {
      const response = await apply({ email: `ctl${ipCounter}@example.org`, ...form });
      assert.equal(response.statusCode, 400, JSON.stringify(form));
      assert.equal(response.json().code, 'VALIDATION_ERROR');
    }
    const street = await apply({ email: 'ctl.street@example.org', streetAddress: 'Hauptstraße 1\r\n' });
    assert.match(street.body, /Please remove line breaks and other control characters\./);
    const escape = await contact('Hallo\u001b[2J');
    assert.equal(escape.statusCode, 400);
  });
});
