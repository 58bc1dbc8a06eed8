import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { CollectionRun } from '@club/shared/contracts/endpoints/memberships';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken } from '../../testing/test-helpers.js';
import { mailText, startSmtpServer } from '../../testing/smtp-sink.js';
import { activeMember, assertValidPain008 } from '../../testing/sepa-support.js';

// Issue 32: a collection run where every member pays by transfer still writes their invoices, and
// the run's mails go through the outbox job, so a failing SMTP server neither fails nor loses them.
describe('Collection runs of transfer payers, mails through the outbox job', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock = Date.parse('2026-11-02T10:00:00Z');
  let org: string;
  let admin: string;
  const sepa = (path: string) => `/api/memberships-service/organizations/${org}/sepa/${path}`;
  const post = (path: string, payload: object = {}, lang = 'de') =>
    app.inject({ method: 'POST', url: sepa(path), headers: { ...bearer(admin), 'accept-language': lang }, payload });
  const outbox = (template: string) =>
    app.db
      .selectFrom('outbox')
      .select(['recipient', 'status', 'subject'])
      .where('organization_id', '=', org)
      .where('template', '=', template)
      .orderBy('created_at')
      .execute();
  const payByTransfer = (id: string) =>
    app.db.updateTable('membership_applications').set({ payment_method: 'TRANSFER' }).where('id', '=', id).execute();

  before(async () => {
    smtp = await startSmtpServer({ refuse: true, refuseCode: 421 });
    app = await buildApp(testConfig({ smtpUrl: smtp.url, now: () => clock }));
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
    // Two single members (19,50 € a month) who joined in November and pay by transfer.
    for (const [email, name] of [
      ['paul.transfer@example.org', 'Paul'],
      ['rita.transfer@example.org', 'Rita'],
    ] as const) {
      const member = await activeMember(app, org, admin, {
        email,
        firstName: name,
        familyName: 'Ueberweiser',
        accountHolder: `${name} Ueberweiser`,
        types: 1,
        familyMembers: [],
      });
      await payByTransfer(member.id);
    }
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('writes the invoices of a run without any direct debit and says there is no file', async () => {
    const run = await post('collections/runs', { dueDate: '2026-12-01' });
    assert.equal(run.statusCode, 200, run.body);
    // November and December (2 x 19,50 €), the admission fee (19,50 €), 10 % of a monthly fee.
    assert.deepEqual(run.json<CollectionRun>(), {
      dueDate: '2026-12-01',
      period: 'Q4/2026',
      debits: { count: 0, totalCents: 0 },
      invoices: { count: 2, totalCents: 2 * (3900 + 1950 + 195) },
      hasFile: false,
      isNew: true,
    });
    const invoices = await app.db
      .selectFrom('fee_invoices')
      .select(['amount_cents', 'surcharge_cents'])
      .where('organization_id', '=', org)
      .execute();
    assert.deepEqual(
      invoices.map((i) => [i.amount_cents, i.surcharge_cents]),
      [
        [6045, 195],
        [6045, 195],
      ],
    );
    // The history shows the run with its invoices, not as an empty run of "0 debits".
    const history = await app.inject({ method: 'GET', url: sepa('collections'), headers: bearer(admin) });
    assert.equal(history.statusCode, 200, history.body);
    const entry = history
      .json<Array<{ dueDate: string; count: number; invoiceCount: number; invoiceCents: number }>>()
      .find((row) => row.dueDate === '2026-12-01');
    assert.deepEqual(
      { count: entry?.count, invoiceCount: entry?.invoiceCount, invoiceCents: entry?.invoiceCents },
      { count: 0, invoiceCount: 2, invoiceCents: 2 * 6045 },
    );
    const file = await post('collections', { dueDate: '2026-12-01' });
    assert.equal(file.statusCode, 409);
    assert.equal(file.json<{ code: string }>().code, 'NO_DIRECT_DEBITS');
    assert.match(file.json<{ message: string }>().message, /keine Lastschrift fällig.*Überweisung für diesen Lauf: 2/);
  });

  it('never invoices a period twice: the same due date again, or another in the same quarter', async () => {
    const again = await post('collections/runs', { dueDate: '2026-12-01' });
    assert.equal(again.json<CollectionRun>().isNew, false);
    assert.equal(again.json<CollectionRun>().invoices.count, 2, 'answers what it recorded');
    const later = await post('collections/runs', { dueDate: '2026-12-15' }, 'en');
    assert.equal(later.statusCode, 409);
    assert.equal(later.json<{ code: string }>().code, 'NOTHING_TO_COLLECT');
    assert.match(later.json<{ message: string }>().message, /No member owes a fee for this due date/);
    assert.equal((await outbox('FEE_INVOICE')).length, 2, 'one invoice mail each, not more');
  });

  it('answers at once while SMTP is down; the outbox job delivers the invoices once SMTP is back', async () => {
    const queued = await outbox('FEE_INVOICE');
    assert.deepEqual(
      queued.map((m) => m.status),
      ['pending', 'pending'],
      'the run did not wait for delivery',
    );
    assert.equal(await app.jobs.runNow('outbox-retry'), 0, 'the server refuses: nothing sent');
    assert.deepEqual(
      (await outbox('FEE_INVOICE')).map((m) => m.status),
      ['failed', 'failed'],
      'kept, with the failure',
    );
    smtp.state.refuse = false;
    await app.jobs.runNow('outbox-retry');
    assert.deepEqual(
      (await outbox('FEE_INVOICE')).map((m) => m.status),
      ['sent', 'sent'],
    );
    const paul = smtp.received.find(
      (m) => m.to.includes('paul.transfer@example.org') && mailText(m.raw).includes('Verwendungszweck'),
    );
    assert.ok(paul, 'Paul got his invoice');
    assert.match(mailText(paul.raw), /60,45/, 'the amount of the invoice');
    assert.match(paul.raw, /Content-Type: image\/png/, 'the GiroCode travels as an inline image');
  });

  it('a run with debits and transfers gives the file, and the reminder answers while SMTP is down', async () => {
    smtp.state.refuse = true;
    clock = Date.parse('2026-12-02T10:00:00Z');
    admin = await userToken(app, org, 'admin@demo.club');
    await activeMember(app, org, admin, {
      email: 'lisa.debit@example.org',
      firstName: 'Lisa',
      familyName: 'Lastschrift',
      accountHolder: 'Lisa Lastschrift',
      types: 1,
      familyMembers: [],
    });
    const run = await post('collections/runs', { dueDate: '2027-01-04' });
    assert.equal(run.statusCode, 200, run.body);
    const body = run.json<CollectionRun>();
    assert.deepEqual([body.debits.count, body.invoices.count, body.hasFile], [1, 2, true]);
    const file = await post('collections', { dueDate: '2027-01-04' });
    assert.equal(file.statusCode, 200, file.body);
    await assertValidPain008(file.body);
    assert.match(file.body, /<SeqTp>FRST<\/SeqTp>/);
    assert.deepEqual(
      (await outbox('SEPA_PRENOTIFICATION')).map((m) => [m.recipient, m.status]),
      [['lisa.debit@example.org', 'pending']],
      'one pre-notification, queued by the run, not by the second export',
    );

    clock = Date.parse('2027-01-12T10:00:00Z');
    admin = await userToken(app, org, 'admin@demo.club');
    const items = await app.inject({ method: 'GET', url: sepa('open-items'), headers: bearer(admin) });
    const item = items.json<Array<{ id: string; amountCents: number }>>()[0]!;
    const reminder = await post(`open-items/${item.id}/reminders`);
    assert.equal(reminder.statusCode, 200, reminder.body);
    assert.equal(reminder.json<{ reminder1On: string }>().reminder1On, '2027-01-12');
    const [queued] = await outbox('PAYMENT_REMINDER');
    assert.equal(queued?.status, 'pending', 'kept for the outbox job, the click is not refused');
    smtp.state.refuse = false;
    await app.jobs.runNow('outbox-retry');
    assert.equal((await outbox('PAYMENT_REMINDER'))[0]?.status, 'sent');
  });
});
