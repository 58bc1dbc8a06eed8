import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Child } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';
import { readableMail, startSmtpServer } from '../../testing/smtp-sink.js';
import { addEventBlock, moveEventBlock } from '../../testing/events-support.js';

// Issue 35, children: a child's sign-up carries the guardian's e-mail, so the mails that come
// later (the event moved, the reminder the day before) greet the guardian and name the child, as
// the confirmation does; they used to greet the child ("Hallo Mia") in the guardian's mailbox.
// A fixed clock per step; mails read from a real SMTP server; PGlite and (DATABASE_URL) PostgreSQL.
describe('events: the later mails of a child’s sign-up go to the guardian by name', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock = Date.parse('2027-06-01T10:00:00+02:00');
  let demoId: string;
  let admin: string;
  let eventId: string;

  const mailsTo = (address: string) =>
    smtp.received.filter((m) => m.to.includes(address)).map((m) => readableMail(m.raw));
  const runJobs = async () => {
    const queued = (await app.jobs.runNow('event-reminders')) as number;
    while (((await app.jobs.runNow('outbox-retry')) as number) > 0);
    return queued;
  };

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ smtpUrl: smtp.url, now: () => clock });
    demoId = await orgId(app);
    admin = await userToken(app, demoId, 'admin@demo.club');
    eventId = await addEventBlock(app, demoId, admin, '/home', {
      title: 'Kinderfest',
      date: '2027-07-10',
      time: '15:00',
      place: 'Vereinsheim',
      places: 10,
      deadline: '2027-07-09',
    });
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('1 June: the member adds Mia and signs her up; the confirmation greets the member and names Mia', async () => {
    const member = await userToken(app, demoId, 'member@demo.club');
    const memberId = (JSON.parse(Buffer.from(member.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const added = await app.inject({
      method: 'POST',
      url: `/api/families-service/organizations/${demoId}/users/${memberId}/children`,
      headers: bearer(member),
      payload: { firstName: 'Mia', lastName: 'Wagner', birthDate: '2018-04-02' },
    });
    assert.equal(added.statusCode, 201, added.body);
    const signedUp = await app.inject({
      method: 'POST',
      url: `/api/events-service/organizations/${demoId}/events/${eventId}/sign-ups`,
      headers: { ...bearer(member), 'accept-language': 'de' },
      payload: { participantId: added.json<Child>().id },
    });
    assert.equal(signedUp.statusCode, 201, signedUp.body);
    while (((await app.jobs.runNow('outbox-retry')) as number) > 0);
    const [confirmation] = mailsTo('member@demo.club');
    assert.match(confirmation!, /Mia Wagner ist für „Kinderfest“ am/);
    assert.doesNotMatch(confirmation!, /Hallo Mia/);
  });

  // The reminder job has not run since the sign-up: the start the confirmation named was
  // recorded with the sign-up, so this move is noticed (it used to be taken as the start).
  it('2 June: the event moves before the job ever looked; the notice greets the member and keeps Mia’s place', async () => {
    clock = Date.parse('2027-06-02T10:00:00+02:00');
    // A login of that day (yesterday's token has expired on this clock).
    admin = await userToken(app, demoId, 'admin@demo.club');
    await moveEventBlock(app, demoId, admin, eventId, { date: '2027-07-17', time: '15:00' });
    assert.equal(await runJobs(), 0, 'no reminder yet');
    const moved = mailsTo('member@demo.club').filter((text) => /ist verlegt/.test(text));
    assert.equal(moved.length, 1);
    assert.match(moved[0]!, /^Hallo Lena Wagner,$/m);
    assert.match(moved[0]!, /Der Platz von Mia Wagner bleibt\./);
  });

  it('16 July: the reminder greets the member and says that Mia takes part tomorrow', async () => {
    clock = Date.parse('2027-07-16T10:00:00+02:00');
    assert.equal(await runJobs(), 1);
    const reminder = mailsTo('member@demo.club').filter((text) => /morgen ist es so weit/.test(text));
    assert.equal(reminder.length, 1);
    assert.doesNotMatch(reminder[0]!, /Hallo Mia/);
    assert.match(reminder[0]!, /^Hallo Lena Wagner,$/m, 'the demo member, Mia’s guardian');
    assert.match(reminder[0]!, /Mia Wagner ist bei „Kinderfest“ am Samstag, 17\. Juli 2027 um 15:00 Uhr dabei/);
  });
});
