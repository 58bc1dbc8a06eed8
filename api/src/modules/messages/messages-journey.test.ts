import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import type { SentMessage } from '@club/shared/contracts/endpoints/messages';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { calendarContext, classInput } from '../../testing/calendar-support.js';
import { mailText, startSmtpServer } from '../../testing/smtp-sink.js';
import { insertChild } from '../families/index.js';

const readable = (raw: string) =>
  Buffer.from(mailText(raw), 'latin1')
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');

// Journey (issue 35): a coach messages the course -> a parent declines for the child through the
// mail's link -> the coach sees it beside the attendance list -> the parent unsubscribes in one
// click -> the next message does not reach them, the service mail about a cancelled date does.
// Each step on its own day of the app's clock; mails read from a real SMTP server.
describe('journey: a course message, a decline for a child, one-click unsubscribe', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  let clock = Date.parse('2027-04-01T09:00:00+02:00');
  let course: { id: string; name: string };
  let dates: ScheduleEntry[];
  let childId: string;

  const deliverAll = async () => {
    while (((await app.jobs.runNow('outbox-retry')) as number) > 0);
  };
  const mailsTo = (address: string, subject: RegExp) =>
    smtp.received
      .map((m) => ({ to: m.to, text: readable(m.raw) }))
      .filter((m) => m.to.includes(address) && subject.test(m.text));
  const linkIn = (text: string, pattern: RegExp) => {
    const found = pattern.exec(text)?.[1];
    assert.ok(found, `no link ${pattern} in\n${text}`);
    return new URL(found).pathname;
  };
  const coachMessage = async (subjectDe: string) => {
    const coach = await userToken(app, ctx.demoId, 'coach@demo.club');
    const sent = await app.inject({
      method: 'POST',
      url: `/api/messages-service/organizations/${ctx.demoId}/messages`,
      headers: bearer(coach),
      payload: {
        audience: { kind: 'course', eventsGroupId: course.id },
        subjectDe,
        bodyDe: 'Bitte sagt kurz Bescheid, ob ihr kommt.',
        askAttendance: true,
      },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    await deliverAll();
    return sent.json<SentMessage>();
  };

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ smtpUrl: smtp.url, now: () => clock });
    ctx = await calendarContext(app);
    await deliverAll();
    course = await ctx.newCourse();
    dates = (
      await ctx.post(
        classInput(course.id, '2027-04-06T17:00', '2027-04-06T18:00', {
          recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['TUESDAY'], numberOfOcurrences: 2 },
        }),
      )
    ).json<ScheduleEntry[]>();
    const parent = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'member@demo.club')
      .executeTakeFirstOrThrow();
    childId = await app.db
      .transaction()
      .execute((trx) =>
        insertChild(trx, ctx.demoId, parent.id, { firstName: 'Paul', lastName: 'Wagner', birthDate: '2017-03-03' }),
      );
    await app.db
      .insertInto('events_group_members')
      .values({ organization_id: ctx.demoId, events_group_id: course.id, user_id: childId, order_id: null })
      .execute();
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('carries a parent from the coach’s message to a decline, an unsubscribe and only service mail after', async () => {
    const first = dates[0] as ScheduleEntry;
    // Thursday 1 April: the coach asks who comes on Tuesday.
    await coachMessage('Wer kommt am Dienstag?');
    const [mail] = mailsTo('member@demo.club', /Subject: Wer kommt am Dienstag\?/);
    assert.ok(mail, 'the parent got the message for their child');
    const answerPath = linkIn(mail.text, /Bitte antworte für Paul Wagner: (\S+)/);
    const unsubscribePath = linkIn(mail.text, /List-Unsubscribe: <mailto:[^>]+>, <([^>]+)>/);

    // Friday: the parent opens the link without logging in; the page names the date.
    clock = Date.parse('2027-04-02T19:00:00+02:00');
    const page = await app.inject({ url: answerPath, headers: { 'accept-language': 'de' } });
    assert.equal(page.statusCode, 200, page.body);
    assert.match(page.body, /Di\., 06\.04\.2027 um 17:00 Uhr/);
    assert.match(page.body, /Ist Paul Wagner dabei\?/);
    const declined = await app.inject({
      method: 'POST',
      url: answerPath,
      headers: { 'accept-language': 'de', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'attending=no',
    });
    assert.equal(declined.statusCode, 200, declined.body);
    assert.match(declined.body, /Paul Wagner ist bei .+ am Di\., 06\.04\.2027 nicht dabei/);

    // Saturday: the coach opens the date's list and sees the decline beside the attendance ticks.
    clock = Date.parse('2027-04-03T10:00:00+02:00');
    const coach = await userToken(app, ctx.demoId, 'coach@demo.club');
    const list = await app.inject({ url: ctx.api(`/schedule/${first.id}/participants`), headers: bearer(coach) });
    const paul = list
      .json<{ participants: Array<{ userId: string; attending: boolean | null; present: boolean | null }> }>()
      .participants.find((p) => p.userId === childId);
    assert.deepEqual([paul?.attending, paul?.present], [false, null]);

    // Sunday: the parent unsubscribes with the mail program's one-click button (RFC 8058), no login.
    clock = Date.parse('2027-04-04T11:00:00+02:00');
    const ask = await app.inject({ url: unsubscribePath, headers: { 'accept-language': 'de' } });
    assert.equal(ask.statusCode, 200);
    assert.match(ask.body, /Vereinsnachrichten abbestellen\?/);
    const oneClick = await app.inject({
      method: 'POST',
      url: unsubscribePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(oneClick.statusCode, 200, oneClick.body);
    const forged = await app.inject({
      method: 'POST',
      url: `${unsubscribePath.slice(0, -4)}AAAA`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(forged.statusCode, 404, 'a changed token unsubscribes nobody');

    // Monday: the next message finds nobody left in the course who wants club messages...
    clock = Date.parse('2027-04-05T08:00:00+02:00');
    const again = await app.inject({
      method: 'POST',
      url: `/api/messages-service/organizations/${ctx.demoId}/messages`,
      headers: bearer(await userToken(app, ctx.demoId, 'coach@demo.club')),
      payload: {
        audience: { kind: 'course', eventsGroupId: course.id },
        subjectDe: 'Noch einmal',
        bodyDe: 'Erinnerung',
      },
    });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().code, 'NO_RECIPIENTS');
    // ...while the service mail about a cancelled date still reaches the parent.
    const second = dates[1] as ScheduleEntry;
    const cancel = await app.inject({
      method: 'DELETE',
      url: ctx.api(`/schedule/${second.id}?scope=occurrence`),
      headers: bearer(await userToken(app, ctx.demoId, 'coach@demo.club')),
    });
    assert.ok(cancel.statusCode < 300, cancel.body);
    await deliverAll();
    assert.equal(mailsTo('member@demo.club', /Subject: Noch einmal/).length, 0);
    assert.equal(
      mailsTo('member@demo.club', /Subject: Abgesagt:/).length,
      1,
      'the date cancellation reached the parent',
    );
  });
});
