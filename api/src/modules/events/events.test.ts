import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import * as v from 'valibot';
import type { EventSignUpResult, EventSignUpRow, EventSummary } from '@club/shared/contracts/endpoints/events';
import { eventSignUpRowSchema, eventSummarySchema } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';
import { mailText, readableMail, startSmtpServer } from '../../testing/smtp-sink.js';
import { addEventBlock } from '../../testing/events-support.js';

const readable = (raw: string) =>
  Buffer.from(mailText(raw), 'latin1')
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');

// One-off events (issue 35 item 3): sign-up with questions, places under a rush, the waiting
// list, cancellation by the mail's link, the deadline, the organiser's list, CSV and iCal.
// Mails are read from a real SMTP server; runs on PGlite and (DATABASE_URL) PostgreSQL.
describe('events: sign-up, places, waiting list, cancel, CSV and iCal', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock = Date.parse('2027-05-01T10:00:00+02:00');
  let demoId: string;
  let nordId: string;
  let admin: string;
  let visitor: string;
  let partyId: string;
  let smallId: string;
  let questionIds: string[];

  const url = (path: string, org = demoId) => `/api/events-service/organizations/${org}${path}`;
  const deliverAll = async () => {
    while (((await app.jobs.runNow('outbox-retry')) as number) > 0);
  };
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => readable(m.raw));
  const signUp = (eventId: string, payload: object, token = visitor, lang = 'de') =>
    app.inject({
      method: 'POST',
      url: url(`/events/${eventId}/sign-ups`),
      headers: { ...bearer(token), 'accept-language': lang },
      payload,
    });

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ smtpUrl: smtp.url, now: () => clock });
    demoId = await orgId(app);
    nordId = await orgId(app, 'nord');
    admin = await userToken(app, demoId, 'admin@demo.club');
    visitor = await visitorToken(app, demoId);
    partyId = await addEventBlock(app, demoId, admin, '/home', {
      title: 'Sommerfest',
      date: '2027-07-10',
      time: '15:00',
      endTime: '22:00',
      place: 'Vereinsheim, Sportplatzweg 3',
      description: 'Grillen, Musik und Spiele für Groß und Klein.',
      places: 40,
      deadline: '2027-07-01',
      guests: true,
      questions: [
        { question: 'Was bringst du mit?', kind: 'choice', options: ['Salat', 'Kuchen', 'Getränke'], required: true },
        { question: 'Isst du vegetarisch?', kind: 'yesNo' },
        { question: 'Anmerkungen', kind: 'text' },
      ],
    });
    smallId = await addEventBlock(app, demoId, admin, '/home', {
      title: 'Mitgliederversammlung',
      date: '2027-06-05',
      time: '19:00',
      place: 'Clubraum',
      places: 5,
      deadline: '2027-06-01',
    });
    // Parsed with the schemas the answers are declared with (answers declared once).
    const party = v.parse(
      eventSummarySchema,
      (await app.inject({ method: 'GET', url: url(`/events/${partyId}`), headers: bearer(visitor) })).json(),
    );
    questionIds = party.questions.map((q) => q.id);
    await deliverAll();
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('signs a visitor up with answers and guests; the confirmation mail has a cancel link', async () => {
    const response = await signUp(partyId, {
      name: 'Anna Schmidt',
      email: 'anna@example.org',
      guests: 2,
      answers: { [questionIds[0]!]: 'Kuchen', [questionIds[1]!]: 'yes', [questionIds[2]!]: 'Wir kommen etwas später.' },
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json<EventSignUpResult>().status, 'CONFIRMED');
    const party = (
      await app.inject({ method: 'GET', url: url(`/events/${partyId}`), headers: bearer(visitor) })
    ).json<EventSummary>();
    assert.equal(party.placesTotal, 40);
    assert.equal(party.placesLeft, 37, 'Anna and her two guests take three places');
    assert.equal(party.questions.length, 3);
    await deliverAll();
    const [mail] = mailsTo('anna@example.org');
    assert.ok(mail, 'a confirmation mail arrived');
    assert.match(
      mail,
      /du bist für „Sommerfest“ am Samstag, 10\. Juli 2027 um 15:00 Uhr angemeldet mit 2 Gast\/Gästen/,
    );
    assert.match(mail, /Link: http:\/\/localhost\/\?event=[0-9a-f-]+&cancel=[A-Za-z0-9_-]+/);
    const list = await app.inject({ method: 'GET', url: url(`/events/${partyId}/sign-ups`), headers: bearer(admin) });
    assert.equal(list.statusCode, 200, list.body);
    const [row] = v.parse(v.array(eventSignUpRowSchema), list.json());
    assert.equal(row?.name, 'Anna Schmidt');
    assert.equal(row?.guests, 2);
    assert.equal(row?.answers[questionIds[0]!], 'Kuchen');
  });

  it('refuses a missing required answer with 400 and names the question, in the caller’s language', async () => {
    const german = await signUp(partyId, { name: 'Ben Weber', email: 'ben@example.org', answers: {} });
    assert.equal(german.statusCode, 400, german.body);
    assert.equal(german.json().code, 'ANSWER_REQUIRED');
    assert.equal(german.json().message, 'Bitte beantworte die Frage „Was bringst du mit?“.');
    assert.ok(german.json().title);
    const english = await signUp(partyId, { name: 'Ben Weber', email: 'ben@example.org', answers: {} }, visitor, 'en');
    assert.equal(english.json().message, 'Please answer the question “Was bringst du mit?”.');
    const notOffered = await signUp(partyId, {
      name: 'Ben Weber',
      email: 'ben@example.org',
      answers: { [questionIds[0]!]: 'Bier' },
    });
    assert.equal(notOffered.statusCode, 400);
    assert.equal(notOffered.json().code, 'ANSWER_INVALID');
  });

  it('gives exactly 5 places to 20 parallel sign-ups and puts 15 on the waiting list', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signUp(smallId, { name: `Person ${String.fromCharCode(65 + i)}`, email: `rush${i}@example.org` }),
      ),
    );
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      Array(20).fill(201),
    );
    const results = responses.map((r) => r.json<EventSignUpResult>());
    assert.equal(results.filter((r) => r.status === 'CONFIRMED').length, 5);
    assert.equal(results.filter((r) => r.status === 'WAITING').length, 15);
    assert.deepEqual(
      results
        .filter((r) => r.status === 'WAITING')
        .map((r) => r.position)
        .sort((a, b) => a! - b!),
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    const small = (
      await app.inject({ method: 'GET', url: url(`/events/${smallId}`), headers: bearer(visitor) })
    ).json<EventSummary>();
    assert.equal(small.placesLeft, 0);
    assert.equal(small.waiting, 15);
  });

  it('cancelling through the mail’s link frees the place: the first in line gets it and a mail', async () => {
    await deliverAll();
    const list = (
      await app.inject({ method: 'GET', url: url(`/events/${smallId}/sign-ups`), headers: bearer(admin) })
    ).json<EventSignUpRow[]>();
    const confirmed = list.filter((r) => r.status === 'CONFIRMED');
    const firstWaiting = list.find((r) => r.status === 'WAITING')!;
    const leaving = confirmed[0]!;
    const token = /cancel=([A-Za-z0-9_-]+)/.exec(mailsTo(leaving.email)[0] ?? '')?.[1];
    assert.ok(token, 'the confirmation mail carries the cancel token');
    const cancelled = await app.inject({
      method: 'POST',
      url: url(`/events/${smallId}/cancellations`),
      headers: bearer(visitor),
      payload: { token },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const after = (
      await app.inject({ method: 'GET', url: url(`/events/${smallId}/sign-ups`), headers: bearer(admin) })
    ).json<EventSignUpRow[]>();
    assert.ok(!after.some((r) => r.id === leaving.id));
    assert.equal(after.filter((r) => r.status === 'CONFIRMED').length, 5, 'still exactly five places taken');
    assert.equal(after.find((r) => r.id === firstWaiting.id)?.status, 'CONFIRMED');
    await deliverAll();
    const mails = mailsTo(firstWaiting.email);
    assert.ok(
      mails.some((m) => /Du hast einen Platz/.test(readableMail(m))),
      `the promoted person got a mail:\n${mails.join('\n---\n')}`,
    );
    const again = await app.inject({
      method: 'POST',
      url: url(`/events/${smallId}/cancellations`),
      headers: bearer(visitor),
      payload: { token },
    });
    assert.equal(again.statusCode, 404, 'a used link cancels nothing');
  });

  it('refuses cancelling after the deadline with 409 and a clear message', async () => {
    const list = (
      await app.inject({ method: 'GET', url: url(`/events/${smallId}/sign-ups`), headers: bearer(admin) })
    ).json<EventSignUpRow[]>();
    const someone = list.find((r) => r.status === 'CONFIRMED')!;
    const token = /cancel=([A-Za-z0-9_-]+)/.exec(mailsTo(someone.email).at(-1) ?? '')?.[1];
    assert.ok(token);
    const saved = clock;
    clock = Date.parse('2027-06-02T08:00:00+02:00');
    try {
      const lateVisitor = await visitorToken(app, demoId);
      const late = await app.inject({
        method: 'POST',
        url: url(`/events/${smallId}/cancellations`),
        headers: { ...bearer(lateVisitor), 'accept-language': 'de' },
        payload: { token },
      });
      assert.equal(late.statusCode, 409, late.body);
      assert.equal(late.json().code, 'EVENT_DEADLINE_PASSED');
      assert.match(late.json().message, /Anmeldeschluss/);
      const lateSignUp = await signUp(smallId, { name: 'Zoe Spät', email: 'late@example.org' }, lateVisitor, 'en');
      assert.equal(lateSignUp.statusCode, 409);
      assert.match(lateSignUp.json().message, /deadline/);
    } finally {
      clock = saved;
    }
  });

  it('answers 404 for an event id of another club', async () => {
    const nordVisitor = await visitorToken(app, nordId);
    const read = await app.inject({
      method: 'GET',
      url: url(`/events/${partyId}`, nordId),
      headers: bearer(nordVisitor),
    });
    assert.equal(read.statusCode, 404);
    const joined = await app.inject({
      method: 'POST',
      url: url(`/events/${partyId}/sign-ups`, nordId),
      headers: bearer(nordVisitor),
      payload: { name: 'Nina Nord', email: 'nina@example.org', answers: { [questionIds[0]!]: 'Salat' } },
    });
    assert.equal(joined.statusCode, 404);
    const nordAdmin = await userToken(app, nordId, 'admin@nord.club').catch(() => null);
    if (nordAdmin) {
      const list = await app.inject({
        method: 'GET',
        url: url(`/events/${partyId}/sign-ups`, nordId),
        headers: bearer(nordAdmin),
      });
      assert.equal(list.statusCode, 404);
    }
  });

  it('exports the sign-ups as CSV for German spreadsheets, one column per question', async () => {
    const response = await app.inject({
      method: 'GET',
      url: url(`/events/${partyId}/sign-ups/csv`),
      headers: { ...bearer(admin), 'accept-language': 'de' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /text\/csv/);
    const text = response.body;
    assert.ok(text.startsWith('\uFEFF'), 'UTF-8 with a byte order mark');
    const lines = text.slice(1).split('\r\n');
    assert.equal(
      lines[0],
      'Name;E-Mail;Gäste;Status;Mitglied;Angemeldet am;Angemeldet von;Was bringst du mit?;Isst du vegetarisch?;Anmerkungen',
    );
    assert.match(
      lines[1] ?? '',
      /^Anna Schmidt;anna@example\.org;2;bestätigt;nein;\d\d\.\d\d\.\d{4} \d\d:\d\d;;Kuchen;ja;Wir kommen etwas später\.$/,
    );
    const visitorCsv = await app.inject({
      method: 'GET',
      url: url(`/events/${partyId}/sign-ups/csv`),
      headers: bearer(visitor),
    });
    assert.equal(visitorCsv.statusCode, 403, 'only organisers see the sign-ups');
  });

  it('serves the event as an iCalendar entry ICAL.js reads', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/events-service/public/organizations/${demoId}/events/${partyId}/ical`,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const [vevent] = calendar.getAllSubcomponents('vevent');
    assert.ok(vevent);
    const event = new ICAL.Event(vevent);
    assert.equal(event.summary, 'Sommerfest');
    assert.equal(event.location, 'Vereinsheim, Sportplatzweg 3');
    assert.equal(event.startDate.toJSDate().toISOString(), '2027-07-10T13:00:00.000Z', '15:00 in Berlin (summer time)');
    assert.equal(event.endDate.toJSDate().toISOString(), '2027-07-10T20:00:00.000Z');
    assert.equal(event.uid, `${partyId}@events-service`);
    const other = await app.inject({
      method: 'GET',
      url: `/api/events-service/public/organizations/${nordId}/events/${partyId}/ical`,
    });
    assert.equal(other.statusCode, 404);
  });

  it('lets a signed-in member sign up with their profile and cancel from the members area', async () => {
    const member = await userToken(app, demoId, 'member@demo.club');
    const joined = await signUp(partyId, { answers: { [questionIds[0]!]: 'Salat' } }, member);
    assert.equal(joined.statusCode, 201, joined.body);
    const memberId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'member@demo.club').executeTakeFirstOrThrow()
    ).id;
    const mine = await app.inject({
      method: 'GET',
      url: url(`/users/${memberId}/event-sign-ups`),
      headers: bearer(member),
    });
    assert.equal(mine.statusCode, 200, mine.body);
    assert.deepEqual(
      mine.json<Array<{ title: string; status: string }>>().map((m) => [m.title, m.status]),
      [['Sommerfest', 'CONFIRMED']],
    );
    const cancelled = await app.inject({
      method: 'DELETE',
      url: url(`/users/${memberId}/event-sign-ups/${partyId}`),
      headers: bearer(member),
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const rows = (
      await app.inject({ method: 'GET', url: url(`/events/${partyId}/sign-ups`), headers: bearer(admin) })
    ).json<EventSignUpRow[]>();
    assert.ok(!rows.some((r) => r.isMember));
  });
});
