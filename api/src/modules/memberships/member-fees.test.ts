import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { ApplicationSummary } from '@club/shared/contracts/schemas';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken, visitorToken } from '../../testing/test-helpers.js';
import { familyApplication } from '../../testing/memberships-support.js';
import { assertValidPain008 } from '../../testing/sepa-support.js';

interface Preview {
  count: number;
  totalCents: number;
  FRST: { count: number; totalCents: number };
  RCUR: { count: number; totalCents: number };
  invoices: { count: number; totalCents: number };
  noticeTooShort: boolean;
  excluded: Array<{ reference: string; reason: string }>;
}
interface OpenItem {
  kind: string;
  id: string;
  memberName: string;
  amountCents: number;
  reasonCode: string | null;
  reminder1On: string | null;
  reminder2On: string | null;
  exclusionMarkedOn: string | null;
  paidOn: string | null;
}
interface Mail {
  template: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

/** The amounts a due date's debits carry per mandate reference, from the pain.008 file. */
function debitsOf(xml: string): Record<string, { amount: string; sequence: string }> {
  const debits: Record<string, { amount: string; sequence: string }> = {};
  for (const block of xml.split('<PmtInf>').slice(1)) {
    const sequence = /<SeqTp>(\w+)<\/SeqTp>/.exec(block)![1]!;
    for (const tx of block.split('<DrctDbtTxInf>').slice(1)) {
      const reference = /<MndtId>([^<]+)<\/MndtId>/.exec(tx)![1]!;
      debits[reference] = { amount: /<InstdAmt Ccy="EUR">([^<]+)<\/InstdAmt>/.exec(tx)![1]!, sequence };
    }
  }
  return debits;
}

/** Reads the GiroCode image in a mail's HTML part with a QR reader library. */
function giroCodeOf(html: string): string[] {
  const base64 = /src="data:image\/png;base64,([^"]+)"/.exec(html)![1]!;
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  assert.ok(code, 'the QR reader finds a code');
  return code.data.split('\n');
}

describe('Member fees: months owed, one FRST, transfer surcharge, pre-notification, open items', () => {
  let app: FastifyInstance;
  let clock = Date.parse('2026-10-05T10:00:00Z');
  let org: string;
  let admin: string;
  const people: Record<string, { reference: string; mandateId: string; applicationId: string }> = {};
  const sepa = (path: string) => `/api/memberships-service/organizations/${org}/sepa/${path}`;
  const post = (path: string, payload: object = {}) =>
    app.inject({ method: 'POST', url: sepa(path), headers: bearer(admin), payload });
  const preview = async (dueDate: string) => {
    const response = await post('collections/preview', { dueDate });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Preview>();
  };
  const exportFile = async (dueDate: string) => {
    const response = await post('collections', { dueDate });
    assert.equal(response.statusCode, 200, response.body);
    await assertValidPain008(response.body);
    return debitsOf(response.body);
  };
  /** A fixed "today" per step; sessions run on the same clock, so the administrator signs in again. */
  const on = async (day: string) => {
    clock = Date.parse(`${day}T10:00:00Z`);
    admin = await userToken(app, org, 'admin@demo.club');
  };
  // German amounts have a no-break space before the euro sign: read as a plain space here.
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  const mails = async (template: string, recipient: string): Promise<Mail[]> =>
    (
      await app.db
        .selectFrom('outbox')
        .select(['template', 'recipient', 'subject', 'text_body', 'html_body'])
        .where('template', '=', template)
        .where('recipient', '=', recipient)
        .orderBy('created_at')
        .execute()
    ).map((mail) => ({ ...mail, subject: plain(mail.subject), text_body: plain(mail.text_body) }));
  const openItems = async () => {
    const response = await app.inject({ method: 'GET', url: sepa('open-items'), headers: bearer(admin) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<OpenItem[]>();
  };
  const setFeeStart = (feeStart: 'JOINING_MONTH' | 'NEXT_MONTH') =>
    app.db.updateTable('membership_settings').set({ fee_start: feeStart }).where('organization_id', '=', org).execute();

  /** Applies in a language and is accepted "today": joins the club on that day. */
  const join = async (key: string, email: string, name: string, lang: 'de' | 'en') => {
    const visitor = await visitorToken(app, org);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/applications`,
      headers: { ...bearer(visitor), 'accept-language': lang },
      payload: familyApplication({
        email,
        accountHolder: name,
        familyName: name.split(' ')[1],
        firstName: name.split(' ')[0],
      }),
    });
    assert.equal(applied.statusCode, 201, applied.body);
    const { id, mandateReference } = applied.json<{ id: string; mandateReference: string }>();
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/applications/${id}/accept`,
      headers: bearer(admin),
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const list = await app.inject({
      method: 'GET',
      url: `/api/memberships-service/organizations/${org}/applications`,
      headers: bearer(admin),
    });
    const shown = list.json<ApplicationSummary[]>().find((a) => a.mandate.reference === mandateReference)!;
    people[key] = { reference: mandateReference, mandateId: shown.mandate.id, applicationId: id };
  };

  before(async () => {
    app = await buildApp(testConfig({ now: () => clock }));
    org = await orgId(app);
    // A family membership: 35 € a month; the admission fee is one monthly fee.
    await on('2026-10-05');
    await join('anna', 'anna@example.org', 'Anna Berg', 'en');
    await on('2026-11-10');
    await join('dora', 'dora@example.org', 'Dora Kern', 'de');
    // Dora pays by transfer (the members area's switch is item 4 of the issue).
    await app.db
      .updateTable('membership_applications')
      .set({ payment_method: 'TRANSFER' })
      .where('id', '=', people.dora!.applicationId)
      .execute();
    await on('2026-11-27');
    await join('bernd', 'bernd@example.org', 'Bernd Oez', 'de');
    await on('2026-12-01');
    await join('clara', 'clara@example.org', 'Clara Wolf', 'de');
  });
  after(() => app.close());

  it('charges from the joining month: October 3, 27 November 2, December 1 month, plus the admission fee', async () => {
    const december = await preview('2026-12-21');
    assert.deepEqual(december.FRST, { count: 3, totalCents: 14000 + 10500 + 7000 });
    // Dora: November and December, the admission fee and 10 % of a monthly fee for paying by transfer.
    assert.deepEqual(december.invoices, { count: 1, totalCents: 7000 + 3500 + 350 });
  });

  it('charges from the month after joining when the club says so', async () => {
    await setFeeStart('NEXT_MONTH');
    try {
      const december = await preview('2026-12-21');
      assert.deepEqual(december.FRST, { count: 2, totalCents: 10500 + 7000 }, 'Anna Nov+Dec, Bernd Dec');
      assert.deepEqual(
        december.excluded.map((e) => [e.reference, e.reason]),
        [[people.clara!.reference, 'NOT_OWED']],
        'Clara pays from January',
      );
    } finally {
      await setFeeStart('JOINING_MONTH');
    }
  });

  it('refuses a due date closer than the notice period, and warns in the preview', async () => {
    assert.equal((await preview('2026-12-10')).noticeTooShort, true);
    assert.equal((await preview('2026-12-21')).noticeTooShort, false);
    const refused = await post('collections', { dueDate: '2026-12-10' });
    assert.equal(refused.statusCode, 409);
    const body = refused.json<{ code: string; message: string }>();
    assert.equal(body.code, 'NOTICE_PERIOD_TOO_SHORT');
    assert.match(body.message, /14 Tage/);
    assert.match(body.message, /2026-12-15/);
  });

  it('makes a mandate FRST once and charges the admission once, exported in reverse order', async () => {
    const january = await exportFile('2027-01-04');
    for (const key of ['anna', 'bernd', 'clara']) {
      assert.deepEqual(january[people[key]!.reference], { amount: '140.00', sequence: 'FRST' }, key);
    }
    const december = await exportFile('2026-12-21');
    assert.deepEqual(december[people.anna!.reference], { amount: '105.00', sequence: 'RCUR' });
    assert.deepEqual(december[people.bernd!.reference], { amount: '70.00', sequence: 'RCUR' });
    assert.deepEqual(december[people.clara!.reference], { amount: '35.00', sequence: 'RCUR' });
    // Every month of Q1 and Q4 is paid: a second due date in either quarter has nothing to collect.
    for (const dueDate of ['2027-02-01', '2026-12-28']) {
      const again = await preview(dueDate);
      assert.equal(again.count + again.invoices.count, 0, dueDate);
      assert.deepEqual([...new Set(again.excluded.map((e) => e.reason))], ['ALREADY_COLLECTED'], dueDate);
    }
    const months = await app.db
      .selectFrom('membership_fee_months')
      .select('month')
      .where('application_id', '=', people.anna!.applicationId)
      .orderBy('month')
      .execute();
    assert.deepEqual(
      months.map((m) => m.month),
      ['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03'],
    );
  });

  it('tells every debtor before the collection: amount, due date, mandate reference, creditor id, in their language', async () => {
    const [annaJanuary] = await mails('SEPA_PRENOTIFICATION', 'anna@example.org');
    assert.match(annaJanuary!.subject, /^Direct debit of €140\.00 on 4 January 2027 \(/);
    assert.match(annaJanuary!.text_body, /€140\.00 by SEPA core direct debit/);
    assert.match(annaJanuary!.text_body, /on 4 January 2027/);
    assert.match(annaJanuary!.text_body, new RegExp(`Mandate reference: ${people.anna!.reference}`));
    assert.match(annaJanuary!.text_body, /Creditor identifier: DE98ZZZ09999999999/);
    assert.match(annaJanuary!.text_body, /3 months of Q1\/2027: €105\.00; admission fee: €35\.00/);
    assert.match(annaJanuary!.text_body, /DE02 •••• •••• •••• ••20 51/, 'the IBAN masked');

    const bernd = await mails('SEPA_PRENOTIFICATION', 'bernd@example.org');
    assert.equal(bernd.length, 2, 'one per collection');
    assert.match(bernd[1]!.subject, /^Lastschriftankündigung: 70,00 € am 21\.12\.2026/);
    assert.match(bernd[1]!.text_body, /Gläubiger-Identifikationsnummer: DE98ZZZ09999999999/);
    assert.match(bernd[1]!.text_body, new RegExp(`Mandatsreferenz: ${people.bernd!.reference}`));
    assert.match(bernd[1]!.text_body, /2 Monate aus Q4\/2026: 70,00 €/);
    assert.doesNotMatch(bernd[1]!.text_body, /Aufnahmegebühr/, 'the admission fee was paid in January');
    assert.equal((await mails('SEPA_PRENOTIFICATION', 'dora@example.org')).length, 0, 'Dora pays by transfer');
  });

  it('sends the transfer payer an invoice with the surcharge and a GiroCode a QR reader decodes', async () => {
    const [january, december] = await mails('FEE_INVOICE', 'dora@example.org');
    assert.match(january!.subject, /^Mitgliedsbeitrag Q1\/2027: 143,50 €/);
    assert.match(january!.text_body, /Zuschlag für Zahlung per Überweisung \(10 % eines Monatsbeitrags\): 3,50 €/);
    assert.match(january!.text_body, /Aufnahmegebühr: 35,00 €/);
    assert.match(december!.subject, /Q4\/2026: 73,50 €/, 'November and December, surcharge, no second admission');
    const fields = giroCodeOf(january!.html_body!);
    assert.deepEqual(fields.slice(0, 8), [
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'TSV Gruenwald e.V.',
      'DE89370400440532013000',
      'EUR143.50',
    ]);
    assert.match(fields[10]!, /^Q1\/2027 \d+ Kern$/, 'the remittance names period, member number and name');
    assert.ok(january!.text_body.includes(`Verwendungszweck: ${fields[10]}`));
  });

  it('lists returned debits and unpaid invoices, sends two reminders, marks the exclusion, closes by payment', async () => {
    await on('2027-01-11');
    const returned = await post(`mandates/${people.bernd!.mandateId}/returns`, {
      returnedOn: '2027-01-08',
      reasonCode: 'MD06',
    });
    assert.equal(returned.statusCode, 201, returned.body);
    const items = await openItems();
    assert.deepEqual(
      items.map((i) => [i.kind, i.memberName, i.amountCents, i.reasonCode]),
      [
        ['INVOICE', 'Dora Kern', 7350, null],
        ['INVOICE', 'Dora Kern', 14350, null],
        ['RETURN', 'Bernd Oez', 14000, 'MD06'],
      ],
    );
    const item = items.find((i) => i.kind === 'RETURN')!;
    const remind = () => post(`open-items/${item.id}/reminders`);

    const first = await remind();
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json<OpenItem>().reminder1On, '2027-01-11');
    const tooEarly = await post(`open-items/${item.id}/exclusion`);
    assert.equal(tooEarly.json<{ code: string }>().code, 'EXCLUSION_TOO_EARLY');

    await on('2027-01-25');
    assert.equal((await remind()).json<OpenItem>().reminder2On, '2027-01-25');
    const third = await remind();
    assert.equal(third.statusCode, 409);
    assert.equal(third.json<{ code: string }>().code, 'REMINDER_LIMIT');

    const reminders = await mails('PAYMENT_REMINDER', 'bernd@example.org');
    assert.equal(reminders.length, 2);
    assert.match(reminders[0]!.subject, /^1\. Mahnung: 140,00 € offen/);
    assert.match(reminders[0]!.text_body, /unsere erste Mahnung/);
    assert.match(
      reminders[0]!.text_body,
      /Lastschrift vom 08\.01\.2027 kam zurück: Rückgabe durch den Zahlungspflichtigen \(MD06\)/,
    );
    assert.match(reminders[1]!.text_body, /unsere zweite und letzte Mahnung/);
    assert.equal(giroCodeOf(reminders[1]!.html_body!)[7], 'EUR140.00');

    const excluded = await post(`open-items/${item.id}/exclusion`);
    assert.equal(excluded.json<OpenItem>().exclusionMarkedOn, '2027-01-25');
    assert.equal((await openItems()).find((i) => i.id === item.id)!.reminder2On, '2027-01-25', 'who has two reminders');

    const future = await post(`open-items/${item.id}/payment`, { paidOn: '2027-01-26' });
    assert.equal(future.json<{ code: string }>().code, 'PAYMENT_DATE_INVALID');
    const paid = await post(`open-items/${item.id}/payment`, { paidOn: '2027-01-25' });
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json<OpenItem>().paidOn, '2027-01-25');
    assert.ok(!(await openItems()).some((i) => i.id === item.id), 'a paid item leaves the list');
    const again = await post(`open-items/${item.id}/payment`, { paidOn: '2027-01-25' });
    assert.equal(again.json<{ code: string }>().code, 'OPEN_ITEM_CLOSED');
    // The return is resolved: Bernd is collected again in April.
    assert.ok((await preview('2027-04-01')).RCUR.count >= 3);
  });

  it('writes the reminder in the member’s language with the reason code in words', async () => {
    const returned = await post(`mandates/${people.anna!.mandateId}/returns`, {
      returnedOn: '2027-01-20',
      reasonCode: 'AC04',
    });
    const item = (await openItems()).find((i) => i.reasonCode === 'AC04')!;
    assert.equal(returned.statusCode, 201);
    assert.equal((await post(`open-items/${item.id}/reminders`)).statusCode, 200);
    const [reminder] = await mails('PAYMENT_REMINDER', 'anna@example.org');
    assert.match(reminder!.subject, /^Reminder 1: €140\.00 open/);
    assert.match(reminder!.text_body, /came back: account closed \(AC04\)/);
  });

  it('closes an unpaid invoice by payment and keeps other clubs and members out', async () => {
    const invoice = (await openItems()).find((i) => i.kind === 'INVOICE' && i.amountCents === 7350)!;
    const paid = await post(`open-items/${invoice.id}/payment`, { paidOn: '2027-01-20' });
    assert.equal(paid.statusCode, 200, paid.body);
    assert.ok(!(await openItems()).some((i) => i.id === invoice.id));
    const unknown = await post('open-items/00000000-0000-4000-8000-000000000000/reminders');
    assert.equal(unknown.statusCode, 404);
    const member = await userToken(app, org, 'member@demo.club');
    const asMember = await app.inject({ method: 'GET', url: sepa('open-items'), headers: bearer(member) });
    assert.equal(asMember.statusCode, 403);
  });
});
