import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';
import { mailText, startSmtpServer } from '../../testing/smtp-sink.js';
import { addEventBlock, moveEventBlock } from '../../testing/events-support.js';

// Issue 35: an event moved in the editor after its reminder went out. The people with a place
// hear "date changed" in their language, and the day before the new date the reminder goes
// again, once. A fixed clock per step; mails read from a real SMTP server; PGlite and
// (DATABASE_URL) PostgreSQL.
const readable = (raw: string) =>
  Buffer.from(mailText(raw), 'latin1')
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');
/** The Subject header, its encoded words (RFC 2047, base64 or Q) read back. */
const subjectOf = (raw: string) =>
  (/^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '')
    .replace(/\?=\r\n[ \t]+=\?/g, '?==?')
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );

describe('events: a moved event', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock = Date.parse('2027-06-01T10:00:00+02:00');
  let demoId: string;
  let eventId: string;

  const deliverAll = async () => {
    while (((await app.jobs.runNow('outbox-retry')) as number) > 0);
  };
  const mailsWith = (subject: RegExp) =>
    smtp.received.filter((m) => subject.test(subjectOf(m.raw))).map((m) => ({ to: m.to[0], text: readable(m.raw) }));
  const reminders = () => mailsWith(/^(Erinnerung|Reminder):/);
  const runJob = async () => {
    const queued = (await app.jobs.runNow('event-reminders')) as number;
    await deliverAll();
    return queued;
  };

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ smtpUrl: smtp.url, now: () => clock });
    demoId = await orgId(app);
    const admin = await userToken(app, demoId, 'admin@demo.club');
    eventId = await addEventBlock(app, demoId, admin, '/home', {
      title: 'Sommerfest',
      date: '2027-07-10',
      time: '15:00',
      place: 'Vereinsheim',
      places: 5,
    });
    const visitor = await visitorToken(app, demoId);
    for (const person of [
      { name: 'Anna Schmidt', email: 'anna@example.org' },
      { name: 'Ben Miller', email: 'ben@example.org', language: 'en' },
    ]) {
      const signedUp = await app.inject({
        method: 'POST',
        url: `/api/events-service/organizations/${demoId}/events/${eventId}/sign-ups`,
        headers: bearer(visitor),
        payload: person,
      });
      assert.equal(signedUp.statusCode, 201, signedUp.body);
    }
    await deliverAll();
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('reminds the day before the old date', async () => {
    clock = Date.parse('2027-07-09T10:00:00+02:00');
    assert.equal(await runJob(), 2);
    assert.deepEqual(
      reminders()
        .map((m) => m.to)
        .sort(),
      ['anna@example.org', 'ben@example.org'],
    );
  });

  it('tells everyone with a place the new date in their language when the editor moves the event', async () => {
    clock = Date.parse('2027-07-09T12:00:00+02:00');
    const admin = await userToken(app, demoId, 'admin@demo.club');
    await moveEventBlock(app, demoId, admin, eventId, { date: '2027-07-17', time: '18:00' });
    assert.equal(await runJob(), 0, 'no reminder: the new date is a week away');
    const moved = mailsWith(/^(Termin geändert|Date changed):/);
    assert.deepEqual(moved.map((m) => m.to).sort(), ['anna@example.org', 'ben@example.org']);
    const anna = moved.find((m) => m.to === 'anna@example.org')!;
    assert.match(
      anna.text,
      /„Sommerfest“ ist verlegt: statt am Samstag, 10\. Juli 2027 um 15:00 Uhr jetzt am Samstag, 17\. Juli 2027 um 18:00 Uhr\./,
    );
    assert.match(anna.text, /Ort: Vereinsheim/);
    assert.match(anna.text, /cancel=[A-Za-z0-9_-]+/, 'the cancel link, as in the reminder');
    const ben = moved.find((m) => m.to === 'ben@example.org')!;
    assert.match(
      ben.text,
      /“Sommerfest” has moved: from Saturday,? 10 July 2027 at 15:00 to Saturday,? 17 July 2027 at 18:00\./,
    );
    // Another pass on the same day: nothing new.
    assert.equal(await runJob(), 0);
    assert.equal(mailsWith(/^(Termin geändert|Date changed):/).length, 2);
  });

  it('sends the reminder for the new date the day before it, once', async () => {
    clock = Date.parse('2027-07-16T09:30:00+02:00');
    assert.equal(await runJob(), 2);
    assert.equal(await runJob(), 0, 'once');
    const sent = reminders();
    assert.equal(sent.length, 4);
    const fresh = sent.slice(2);
    assert.deepEqual(fresh.map((m) => m.to).sort(), ['anna@example.org', 'ben@example.org']);
    assert.match(fresh.find((m) => m.to === 'anna@example.org')!.text, /am Samstag, 17\. Juli 2027 um 18:00 Uhr/);
    assert.match(fresh.find((m) => m.to === 'ben@example.org')!.text, /on Saturday,? 17 July 2027 at 18:00/);
  });
});
