import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { EventSignUpResult, MyEventSignUp } from '@club/shared/contracts/endpoints/events';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';
import { mailText, startSmtpServer } from '../../testing/smtp-sink.js';
import { addEventBlock } from '../../testing/events-support.js';
import { sendEventReminders } from './reminders.js';

// The job runs only when the test says so (testConfig turns its timer off), with the test's clock.

const readable = (raw: string) =>
  Buffer.from(mailText(raw), 'latin1')
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');
const subjectOf = (raw: string) => /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r\n[ \t]+/g, ' ') ?? '';

// Issue 35 items 3 and 4: the reminder the day before an event goes to everyone with a place,
// once (two passes, two replicas), in the language they signed up in, with a push where the
// person chose event reminders. And "Meine Kurse": a member's sign-ups with place in line and
// deadline. Mails are read from a real SMTP server; runs on PGlite and (DATABASE_URL) PostgreSQL.
describe('events: the reminder the day before, and a member’s own sign-ups', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock = Date.parse('2027-06-01T10:00:00+02:00');
  let demoId: string;
  let eventId: string;
  let member: string;
  let memberId: string;
  let coach: string;
  let coachId: string;

  const url = (path: string) => `/api/events-service/organizations/${demoId}${path}`;
  const deliverAll = async () => {
    while (((await app.jobs.runNow('outbox-retry')) as number) > 0);
  };
  const reminders = () =>
    smtp.received.filter((m) => /^Subject: (Erinnerung|Reminder):/m.test(m.raw)).map((m) => ({ to: m.to, raw: m.raw }));
  const idOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const signUp = async (payload: object, token: string) => {
    const response = await app.inject({
      method: 'POST',
      url: url(`/events/${eventId}/sign-ups`),
      headers: bearer(token),
      payload,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<EventSignUpResult>();
  };
  const mine = async (token: string, userId: string) => {
    const response = await app.inject({
      method: 'GET',
      url: url(`/users/${userId}/event-sign-ups`),
      headers: { ...bearer(token), 'accept-language': 'de' },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<MyEventSignUp[]>();
  };

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ smtpUrl: smtp.url, now: () => clock });
    demoId = await orgId(app);
    const admin = await userToken(app, demoId, 'admin@demo.club');
    member = await userToken(app, demoId, 'member@demo.club');
    memberId = idOf(member);
    coach = await userToken(app, demoId, 'coach@demo.club');
    coachId = idOf(coach);
    eventId = await addEventBlock(app, demoId, admin, '/home', {
      title: 'Sommerfest',
      date: '2027-07-10',
      time: '15:00',
      place: 'Vereinsheim',
      places: 5,
      deadline: '2027-07-09',
      guests: true,
    });
    // The member wants event reminders pushed to this browser.
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const subscribed = await app.inject({
      method: 'PUT',
      url: `/api/web-push-service/organizations/${demoId}/users/${memberId}/push-subscription`,
      headers: bearer(member),
      payload: {
        endpoint: 'http://127.0.0.1:9/push/member-browser',
        keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        kinds: ['eventReminders'],
      },
    });
    assert.equal(subscribed.statusCode, 200, subscribed.body);

    // Five places: the member (1), Anna with two guests (3), Eva (1). Then Ben (English) and the
    // coach wait; Eva cancels, so Ben moves up and the coach is first in line.
    await signUp({}, member);
    const visitor = await visitorToken(app, demoId);
    await signUp({ name: 'Anna Schmidt', email: 'anna@example.org', guests: 2 }, visitor);
    const eva = await signUp({ name: 'Eva Klein', email: 'eva@example.org' }, visitor);
    assert.equal(
      (await signUp({ name: 'Ben Miller', email: 'ben@example.org', language: 'en' }, visitor)).status,
      'WAITING',
    );
    assert.equal((await signUp({}, coach)).status, 'WAITING');
    const cancelled = await app.inject({
      method: 'POST',
      url: url(`/events/${eventId}/cancellations`),
      headers: bearer(visitor),
      payload: { token: eva.cancelToken },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await deliverAll();
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('lists a member’s sign-ups with their place in line, guests and the deadline', async () => {
    const [waiting] = await mine(coach, coachId);
    assert.equal(waiting?.title, 'Sommerfest');
    assert.equal(waiting?.status, 'WAITING');
    assert.equal(waiting?.position, 1, 'Ben moved up: the coach is next');
    assert.equal(waiting?.deadline, '2027-07-09T21:59:59.999Z', 'the end of 9 July in Berlin');
    assert.equal(waiting?.canCancel, true);
    assert.equal(waiting?.isPast, false);
    const [confirmed] = await mine(member, memberId);
    assert.deepEqual(
      [confirmed?.status, confirmed?.position, confirmed?.guests, confirmed?.place],
      ['CONFIRMED', null, 0, 'Vereinsheim'],
    );
    const other = await app.inject({
      method: 'GET',
      url: url(`/users/${coachId}/event-sign-ups`),
      headers: bearer(member),
    });
    assert.equal(other.statusCode, 403, 'nobody reads another person’s sign-ups');
  });

  it('sends nothing two days before', async () => {
    clock = Date.parse('2027-07-08T15:00:00+02:00');
    assert.equal(await app.jobs.runNow('event-reminders'), 0);
    await deliverAll();
    assert.deepEqual(reminders(), []);
  });

  it('reminds everyone with a place the day before, once, in their language, with a push for the member', async () => {
    clock = Date.parse('2027-07-09T15:00:00+02:00');
    const deps = {
      db: app.db,
      publicOrigins: app.publicOrigins,
      now: () => clock,
      linkKeys: () => [app.config.jwtSecret],
    };
    // Two replicas at once: each sign-up is reminded by exactly one of them.
    const passes = await Promise.all([app.jobs.runNow('event-reminders'), sendEventReminders(deps)]);
    assert.equal(
      passes.reduce<number>((sum, n) => sum + Number(n), 0),
      3,
    );
    await deliverAll();
    const sent = reminders();
    assert.deepEqual(sent.map((m) => m.to[0]).sort(), ['anna@example.org', 'ben@example.org', 'member@demo.club']);
    const anna = sent.find((m) => m.to.includes('anna@example.org'))!;
    assert.match(
      readable(anna.raw),
      /morgen ist es so weit: „Sommerfest“ am Samstag, 10\. Juli 2027 um 15:00 Uhr mit 2 Gast\/Gästen\./,
    );
    assert.match(readable(anna.raw), /Ort: Vereinsheim/);
    assert.match(readable(anna.raw), /Bitte melde dich bis .* ab, .*cancel=[A-Za-z0-9_-]+/);
    const ben = sent.find((m) => m.to.includes('ben@example.org'))!;
    assert.match(readable(ben.raw), /tomorrow is the day: “Sommerfest” on Saturday,? 10 July 2027 at 15:00\./);
    assert.ok(subjectOf(ben.raw).length > 0);
    const pushes = await app.db
      .selectFrom('push_queue')
      .select(['user_id', 'kind', 'title', 'url'])
      .where('organization_id', '=', demoId)
      .execute();
    assert.deepEqual(
      pushes.map((p) => [p.user_id, p.kind, p.title]),
      [[memberId, 'eventReminders', 'Erinnerung: Sommerfest ist morgen']],
    );

    // Run again (and once more beside it): nothing new.
    const again = await Promise.all([app.jobs.runNow('event-reminders'), sendEventReminders(deps)]);
    assert.deepEqual(again, [0, 0]);
    await deliverAll();
    assert.equal(reminders().length, 3);
    const outbox = await app.db
      .selectFrom('outbox')
      .select('recipient')
      .where('template', '=', 'EVENT_REMINDER')
      .execute();
    assert.equal(outbox.length, 3);
  });

  it('keeps an ended event in the list below the coming ones, without a cancel button', async () => {
    clock = Date.parse('2027-07-11T10:00:00+02:00');
    // A login of that day (the token of June has expired on this clock).
    member = await userToken(app, demoId, 'member@demo.club');
    const [past] = await mine(member, memberId);
    assert.equal(past?.isPast, true);
    assert.equal(past?.canCancel, false);
    clock = Date.parse('2027-08-15T10:00:00+02:00');
    member = await userToken(app, demoId, 'member@demo.club');
    assert.deepEqual(await mine(member, memberId), [], 'gone after 30 days');
  });
});
