import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Departure, MandateChange, MyMembership } from '@club/shared/contracts/endpoints/member-self';
import { myMembershipSchema } from '@club/shared/contracts/schemas';
import { buildApp } from '../../app.js';
import { bearer, orgId, routeCaller, testConfig, userToken } from '../../testing/test-helpers.js';
import { mailText, startSmtpServer } from '../../testing/smtp-sink.js';
import { activeMember } from '../../testing/sepa-support.js';

// "Today" per step: noon in Berlin on the given day.
let now = Date.parse('2026-11-24T11:00:00Z');
const on = (day: string) => {
  now = Date.parse(`${day}T11:00:00Z`);
};

describe("members' own mandate and notice", () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let org: string;
  let admin: string;
  const base = () => `/api/memberships-service/organizations/${org}`;
  // Who calls, by e-mail: signed in at the step's "today" (a token from another day is not valid).
  const call = routeCaller(() => ({
    app,
    base: base(),
    token: admin,
    lang: 'de',
    signIn: (who) => userToken(app, org, who),
  }));

  /** An accepted applicant who can log in (the demo member's password, for the test only). */
  async function memberWithLogin(email: string, accountHolder: string) {
    await activeMember(app, org, await userToken(app, org, admin), {
      email,
      accountHolder,
      types: 1,
      familyMembers: [],
    });
    const demo = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'member@demo.club')
      .executeTakeFirstOrThrow();
    await app.db.updateTable('users').set({ password_hash: demo.password_hash }).where('email', '=', email).execute();
    return email;
  }

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildApp(testConfig({ smtpUrl: smtp.url, now: () => now }));
    org = await orgId(app);
    admin = 'admin@demo.club';
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(() => on('2026-11-24'));

  describe('resignation', () => {
    let ida: string;
    before(async () => {
      ida = await memberWithLogin('ida.notice@example.org', 'Ida Kündig');
    });

    for (const [noticeOn, endsOn] of [
      ['2026-09-30', '2026-12-31'],
      ['2026-10-01', '2027-06-30'],
      ['2027-03-31', '2027-06-30'],
      ['2027-04-01', '2027-12-31'],
    ] as const) {
      it(`notice given on ${noticeOn} ends the membership on ${endsOn}, and can be withdrawn before`, async () => {
        on(noticeOn);
        const given = await call('POST', '/my-membership/resignation', undefined, ida);
        assert.equal(given.statusCode, 200, given.body);
        assert.equal(given.json<MyMembership>().endsOn, endsOn);
        assert.equal(given.json<MyMembership>().noticeGivenOn, noticeOn);
        const again = await call('POST', '/my-membership/resignation', undefined, ida);
        assert.equal(again.statusCode, 409);
        assert.match(again.json<{ message: string }>().message, /Kündigung liegt bereits vor/);
        const withdrawn = await call('DELETE', '/my-membership/resignation', undefined, ida);
        assert.equal(withdrawn.statusCode, 200, withdrawn.body);
        assert.equal(withdrawn.json<MyMembership>().endsOn, null);
      });
    }

    it('confirms the notice by mail in the member’s language, with the effective date', async () => {
      const before = smtp.received.length;
      assert.equal((await call('POST', '/my-membership/resignation', undefined, ida)).statusCode, 200);
      const mail = smtp.received.slice(before).find((m) => m.to.includes('ida.notice@example.org'));
      assert.ok(mail, 'a confirmation mail');
      const text = mailText(mail.raw);
      assert.match(text, /vom 24\.11\.2026 erhalten/);
      assert.match(text, /zum 30\.06\.2027 \(Austritt nur zum 30\. Juni oder 31\. Dezember/);
    });

    it('shows the treasurer the upcoming departure; another club’s administrator sees nothing of it', async () => {
      const list = await call('GET', '/departures', undefined, admin);
      assert.equal(list.statusCode, 200);
      const ida = list.json<Departure[]>().find((d) => d.email === 'ida.notice@example.org');
      assert.deepEqual(
        { endsOn: ida?.endsOn, noticeGivenOn: ida?.noticeGivenOn, recordedBy: ida?.recordedBy },
        { endsOn: '2027-06-30', noticeGivenOn: '2026-11-24', recordedBy: 'member' },
      );
      const nord = await orgId(app, 'nord');
      const nordAdmin = await userToken(app, nord, 'admin@nord.club');
      const foreign = await app.inject({ method: 'GET', url: `${base()}/departures`, headers: bearer(nordAdmin) });
      assert.equal(foreign.statusCode, 403);
    });

    it('cannot be withdrawn once it took effect', async () => {
      on('2027-07-01');
      const late = await call('DELETE', '/my-membership/resignation', undefined, ida, 'en');
      assert.equal(late.statusCode, 409);
      assert.equal(late.json<{ message: string }>().message, 'The membership already ended on 2027-06-30.');
    });

    it('lets an administrator record a notice received by letter, not dated in the future', async () => {
      const bo = await memberWithLogin('bo.letter@example.org', 'Bo Brief');
      const me = await call('GET', '/my-membership', undefined, bo);
      const userId = (
        await app.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'bo.letter@example.org')
          .executeTakeFirstOrThrow()
      ).id;
      assert.equal(me.json<MyMembership>().endsOn, null);
      const future = await call('POST', `/members/${userId}/resignation`, { receivedOn: '2026-12-01' }, admin);
      assert.equal(future.statusCode, 400);
      const recorded = await call('POST', `/members/${userId}/resignation`, { receivedOn: '2026-09-30' }, admin);
      assert.equal(recorded.statusCode, 200, recorded.body);
      assert.deepEqual(
        { endsOn: recorded.json<Departure>().endsOn, recordedBy: recorded.json<Departure>().recordedBy },
        { endsOn: '2026-12-31', recordedBy: 'admin' },
      );
      assert.equal((await call('GET', '/my-membership', undefined, bo)).json<MyMembership>().endsOn, '2026-12-31');
    });

    it('stops the fees after the end: Q4 is collected, Q1 of the next year is not', async () => {
      const q4 = await call('POST', '/sepa/collections/preview', { dueDate: '2026-12-01' }, admin);
      const q1 = await call('POST', '/sepa/collections/preview', { dueDate: '2027-01-04' }, admin);
      assert.equal(q4.statusCode, 200, q4.body);
      // Bo leaves on 31.12.2026; Ida (30.06.2027) and the other members stay.
      assert.equal(q1.json<{ count: number }>().count, q4.json<{ count: number }>().count - 1);
    });
  });

  describe('mandates', () => {
    let eva: string;
    before(async () => {
      eva = await memberWithLogin('eva.mandate@example.org', 'Eva Konto');
    });

    it('shows the member their mandate: masked IBAN, reference, date of signature, creditor id', async () => {
      // Parsed with the schema the answer is declared with (answers declared once).
      const me = v.parse(myMembershipSchema, (await call('GET', '/my-membership', undefined, eva)).json());
      assert.equal(me.paymentMethod, 'SEPA');
      assert.equal(me.mandate?.maskedIban.replace(/\s/g, '').endsWith('2051'), true);
      assert.doesNotMatch(me.mandate?.maskedIban ?? '', /120300000000/);
      assert.equal(me.mandate?.creditorId, 'DE98ZZZ09999999999');
      assert.equal(me.mandate?.signedOn, '2026-11-24');
      assert.match(me.mandate?.reference ?? '', /^MB-/);
    });

    it('refuses an invalid IBAN with the form’s message', async () => {
      const bad = await call(
        'POST',
        '/my-membership/mandate',
        { iban: 'DE00123', accountHolder: 'Eva Konto' },
        eva,
        'en',
      );
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json<{ message: string }>().message, /iban/i);
    });

    it('a new mandate ends the old one; the new one has its own reference, is FRST, without a second admission fee', async () => {
      const old = (await call('GET', '/my-membership', undefined, eva)).json<MyMembership>().mandate!;
      // Exported with the club's 14 days of pre-notification before the due date.
      assert.equal((await call('POST', '/sepa/collections', { dueDate: '2026-12-15' }, admin)).statusCode, 200);
      on('2026-12-10');
      const before = smtp.received.length;
      const given = await call(
        'POST',
        '/my-membership/mandate',
        { iban: 'DE89 3704 0044 0532 0130 00', accountHolder: 'Eva Neukonto' },
        eva,
      );
      assert.equal(given.statusCode, 200, given.body);
      const mandate = given.json<MyMembership>().mandate!;
      assert.notEqual(mandate.reference, old.reference);
      assert.equal(mandate.accountHolder, 'Eva Neukonto');
      assert.equal(mandate.bic, 'COBADEFFXXX');
      assert.equal(mandate.signedOn, '2026-12-10');
      assert.match(mandate.signatureText, /Ich ermächtige TSV Gruenwald e\.V\./);
      const rows = await app.db
        .selectFrom('sepa_mandates')
        .select(['reference', 'state', 'ended_on', 'end_reason'])
        .where('reference', 'in', [old.reference, mandate.reference])
        .execute();
      assert.deepEqual(
        rows.find((r) => r.reference === old.reference),
        {
          reference: old.reference,
          state: 'revoked',
          ended_on: '2026-12-10',
          end_reason: 'NEW_MANDATE',
        },
      );
      const mail = smtp.received.slice(before).find((m) => m.to.includes('eva.mandate@example.org'));
      assert.match(mailText(mail!.raw), new RegExp(`Mandatsreferenz: ${mandate.reference}`));

      const preview = await call('POST', '/sepa/collections/preview', { dueDate: '2027-01-04' }, admin);
      const frst = preview.json<{ FRST: { count: number; totalCents: number } }>().FRST;
      // Eva's new mandate is the only first collection: one quarter of 19.50 €, no admission fee.
      assert.deepEqual(frst, { count: 1, totalCents: 5850 });

      const changes = (await call('GET', '/mandate-changes', undefined, admin)).json<MandateChange[]>();
      const eve = changes.find((c) => c.oldReference === old.reference);
      assert.equal(eve?.kind, 'NEW_MANDATE');
      assert.equal(eve?.newReference, mandate.reference);
      assert.equal(eve?.changedOn, '2026-12-10');
    });

    it('switches to transfer: the mandate ends, nothing is collected from the account', async () => {
      const switched = await call('POST', '/my-membership/transfer', undefined, eva);
      assert.equal(switched.statusCode, 200, switched.body);
      assert.equal(switched.json<MyMembership>().paymentMethod, 'TRANSFER');
      assert.equal(switched.json<MyMembership>().mandate, null);
      const preview = await call('POST', '/sepa/collections/preview', { dueDate: '2027-01-04' }, admin);
      assert.equal(preview.json<{ FRST: { count: number } }>().FRST.count, 0);
      const again = await call('POST', '/my-membership/transfer', undefined, eva);
      assert.equal(again.statusCode, 409);
    });

    it('is for members only: an administrator has no own membership here', async () => {
      assert.equal((await call('GET', '/my-membership', undefined, admin)).statusCode, 403);
    });
  });
});
