import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { buildApp } from '../app.js';
import { calendarContext, classInput } from '../testing/calendar-support.js';
import { lockPolicy } from '../testing/login-support.js';
import { familyApplication, invitationLink } from '../testing/memberships-support.js';
import { mailText, startSmtpServer } from '../testing/smtp-sink.js';
import { bearer, orgId, testConfig, userToken, visitorToken } from '../testing/test-helpers.js';

// Issue 31 item 3: every absolute link that leaves the server is built from the club's configured
// origin. Each request below is sent with a forged Host and X-Forwarded-Host (believed: the test
// trusts the inject address as its gateway), and the mails are read from a real SMTP server.
const configured = 'https://demo.verein.example';
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
const links = (text: string) => [...text.matchAll(/(?:https?|webcal):\/\/[^\s"'<>]+/g)].map((m) => m[0]);

describe('links that leave the server use the configured origin, whatever Host the request named', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let org: string;
  let admin: string;
  let member: string;
  let clock = Date.now();

  /** The mails to `to` that arrived since `from`, once the outbox job delivered them. */
  async function mailsTo(to: string, from: number) {
    await app.jobs.runNow('outbox-retry');
    return smtp.received
      .slice(from)
      .filter((mail) => mail.to.includes(to))
      .map((mail) => mailText(mail.raw));
  }
  /** Every link of the text is on the configured origin (and there is at least one). */
  function assertOwnLinks(text: string, what: string) {
    assert.doesNotMatch(text, /evil\.example/, what);
    const found = links(text).filter((link) => !/^http:\/\/www\.(w3|sitemaps)\.org\//.test(link));
    assert.ok(found.length > 0, `${what}: a link`);
    for (const link of found) assert.equal(new URL(link.replace(/^webcal:/, 'https:')).origin, configured, what);
  }

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildApp(
      testConfig({ smtpUrl: smtp.url, siteOrigins: [configured], trustProxy: '127.0.0.1', now: () => clock }),
    );
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
    member = await userToken(app, org, 'member@demo.club');
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it("believes the forged X-Forwarded-Host for the request itself (so the test's forgery reaches the routes)", async () => {
    const seen = await app.inject({ url: '/sitemap.xml', headers: forged });
    assert.equal(seen.statusCode, 404, 'pages on the forged host are refused: the forgery arrived');
  });

  it("mails a coach's date cancellation with the configured origin", async () => {
    const ctx = await calendarContext(app);
    const course = await ctx.newCourse();
    const dates = (await ctx.post(classInput(course.id, '2030-03-04T18:00', '2030-03-04T19:00', {}))).json<
      ScheduleEntry[]
    >();
    const memberId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'member@demo.club').executeTakeFirstOrThrow()
    ).id;
    await app.db
      .insertInto('events_group_members')
      .values({ organization_id: org, events_group_id: course.id, user_id: memberId, order_id: null })
      .execute();
    const from = smtp.received.length;
    const cancel = await app.inject({
      method: 'DELETE',
      url: ctx.api(`/schedule/${dates[0]!.id}?scope=occurrence`),
      headers: { ...bearer(ctx.coach), ...forged },
    });
    assert.equal(cancel.statusCode, 204, cancel.body);
    const [mail] = await mailsTo('member@demo.club', from);
    assert.ok(mail, 'the participant got the mail');
    assertOwnLinks(mail, 'course change');
    assert.ok(mail.includes(`${configured}/training?eventsGroupId=${course.id}`));
  });

  it('mails a family invitation with the configured origin', async () => {
    const memberId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'member@demo.club').executeTakeFirstOrThrow()
    ).id;
    const from = smtp.received.length;
    const invited = await app.inject({
      method: 'POST',
      url: `/api/families-service/organizations/${org}/users/${memberId}/family-invitations`,
      headers: { ...bearer(member), ...forged },
      payload: { email: 'partner@example.org', language: 'en' },
    });
    assert.equal(invited.statusCode, 201, invited.body);
    const [mail] = await mailsTo('partner@example.org', from);
    assert.ok(mail);
    assertOwnLinks(mail, 'family invitation');
    assert.match(mail, new RegExp(`${configured}/members\\?familyInvitation=`));
  });

  it('mails a waiting-list offer, made later by the job, with the configured origin', async () => {
    const coach = await userToken(app, org, 'coach@demo.club');
    const course = (
      await app.db
        .selectFrom('events_groups')
        .select('id')
        .where('organization_id', '=', org)
        .where('name', '=', 'Schwimmkurs für Erwachsene')
        .executeTakeFirstOrThrow()
    ).id;
    const product = () =>
      app.db
        .updateTable('products')
        .where(sql<boolean>`tags @> ${JSON.stringify({ eventsGroupId: [course] })}::jsonb`)
        .where('status', '=', 1);
    const taken = await app.db
      .selectFrom('events_group_members')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('events_group_id', '=', course)
      .executeTakeFirstOrThrow();
    await product()
      .set({ stock: Number(taken.n) })
      .execute();
    const coachId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'coach@demo.club').executeTakeFirstOrThrow()
    ).id;
    // The person joins from the forged host; the place is freed later, with no request at all.
    const joined = await app.inject({
      method: 'PUT',
      url: `/api/orders-service/organizations/${org}/users/${coachId}/waiting-list/${course}`,
      headers: { ...bearer(coach), ...forged },
    });
    assert.equal(joined.statusCode, 200, joined.body);
    await product()
      .set({ stock: Number(taken.n) + 1 })
      .execute();
    const from = smtp.received.length;
    assert.equal(await app.jobs.runNow('waiting-list'), 1);
    const [mail] = await mailsTo('coach@demo.club', from);
    assert.ok(mail, 'the offer arrived');
    assertOwnLinks(mail, 'waiting-list offer');
    assert.match(mail, new RegExp(`${configured}/\\S+\\?join=${course}`));
  });

  it('answers feed links and the feed itself with the configured origin', async () => {
    const course = (
      await app.db.selectFrom('events_groups').select('id').where('organization_id', '=', org).executeTakeFirstOrThrow()
    ).id;
    const base = `/api/calendar-service/public/organizations/${org}`;
    const courseLinks = await app.inject({ url: `${base}/courses/${course}/feed-links?lang=en`, headers: forged });
    assert.equal(courseLinks.statusCode, 200);
    assertOwnLinks(courseLinks.body, 'course feed links');
    const mine = await app.inject({
      url: `/api/calendar-service/organizations/${org}/my-courses/feed?lang=en`,
      headers: { ...bearer(member), ...forged },
    });
    assert.equal(mine.statusCode, 200, mine.body);
    assertOwnLinks(mine.body, 'my feed links');
    const feed = await app.inject({ url: `${base}/courses/${course}/ical`, headers: forged });
    assert.doesNotMatch(feed.body, /evil\.example/);
  });

  it('mails the club notice, the set-password invitation and its login link with the configured origin', async () => {
    const from = smtp.received.length;
    const applied = await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/applications`,
      headers: { ...bearer(await visitorToken(app, org)), ...forged },
      payload: familyApplication({ email: 'applicant@example.org' }),
    });
    assert.equal(applied.statusCode, 201, applied.body);
    const [notice] = await mailsTo('info@demo.club', from);
    assert.ok(
      notice,
      smtp.received
        .slice(from)
        .map((m) => m.to.join())
        .join(' '),
    );
    assert.ok(notice.includes(`${configured}/applications`));
    assertOwnLinks(notice, 'club notice');
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/applications/${applied.json().id}/accept`,
      headers: { ...bearer(admin), ...forged },
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const raw = smtp.received
      .slice(from)
      .find((m) => m.to.includes('applicant@example.org') && mailText(m.raw).includes('set-password'));
    assert.ok(raw, 'the invitation arrived');
    assertOwnLinks(mailText(raw.raw), 'set-password invitation');
    const link = invitationLink(raw.raw);
    const set = await app.inject({
      method: 'POST',
      url: '/api/set-password',
      // A configured host with a forged gateway header: the page's login link stays configured.
      headers: {
        host: 'demo.verein.example',
        'x-forwarded-host': 'demo.localhost',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        token: link.searchParams.get('token')!,
        password: 'a-long-password-1',
        repeat: 'a-long-password-1',
      }).toString(),
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.ok(set.body.includes(`href="${configured}/"`), set.body);
  });

  it('mails the unlock link of a locked account with the configured origin', async () => {
    const from = smtp.received.length;
    for (let i = 0; i < lockPolicy.lockAfter; i++) {
      const guess = await app.inject({
        method: 'PUT',
        url: `/api/auth-service/organizations/${org}/authentications`,
        headers: forged,
        payload: { username: 'coach@demo.club', password: `wrong-${i}` },
      });
      assert.equal(guess.statusCode, 401, `guess ${i + 1}`);
      clock += Math.min(2 ** i * 1000, 300_000);
    }
    const [mail] = await mailsTo('coach@demo.club', from);
    assert.ok(mail, 'the owner got the unlock mail');
    assertOwnLinks(mail, 'unlock');
  });

  it('lists the sitemap and robots.txt on the configured origin, even on a loopback Host', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const response = await app.inject({
        url,
        headers: { host: 'localhost:3000', 'x-forwarded-host': 'localhost:3000' },
      });
      assert.equal(response.statusCode, 200, url);
      assertOwnLinks(response.body, url);
    }
  });
});
