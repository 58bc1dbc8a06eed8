import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ContentPage } from '@club/shared/contracts';
import type { EventSignUpRow, EventSummary } from '@club/shared/contracts/endpoints/events';
import type { EventPaymentStart } from '@club/shared/contracts/endpoints/event-payments';
import type { Ledger } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';
import { mailText, startSmtpServer } from '../../testing/smtp-sink.js';
import { addEventBlock } from '../../testing/events-support.js';
import { visa } from '../../testing/payment-support.js';

const readable = (raw: string) =>
  Buffer.from(mailText(raw), 'latin1')
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');

// Paid events (issue 35 item 3): the price from the block, the sign-up paid through the courses'
// checkout and provider (the sandbox), confirmed by orders' settlement, the receipt in a real SMTP
// server, the refund on cancellation (once), the last places under a rush, the waiting list's
// offer. Runs on PGlite and (DATABASE_URL) PostgreSQL.
describe('paid events: checkout, receipt, refund, rush and the waiting list', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let demoId: string;
  let admin: string;
  let partyId: string;
  let courseEventId: string;
  const future = String(new Date().getUTCFullYear() + 2);

  interface Buyer {
    email: string;
    userId: string;
    token: string;
  }
  let member: Buyer;

  const api = (path: string) => `/api${path}`;
  const events = (path: string) => api(`/events-service/organizations/${demoId}${path}`);
  const deliverAll = async () => {
    while (((await app.jobs.runNow('outbox-retry')) as number) > 0);
  };
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => readable(m.raw));

  const buyer = async (email: string): Promise<Buyer> => {
    const demo = await app.db
      .selectFrom('users')
      .select(['password_hash', 'role_id'])
      .where('email', '=', 'member@demo.club')
      .executeTakeFirstOrThrow();
    const existing = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    const userId =
      existing?.id ??
      (
        await app.db
          .insertInto('users')
          .values({
            organization_id: demoId,
            email,
            password_hash: demo.password_hash,
            display_name: email.split('@')[0]!,
            first_name: email.split('@')[0]!,
            last_name: 'Test',
            role_id: demo.role_id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    return { email, userId, token: await userToken(app, demoId, email) };
  };

  const start = (who: Buyer, eventId: string, amount: number, body: object = {}) =>
    app.inject({
      method: 'POST',
      url: events(`/users/${who.userId}/events/${eventId}/payments`),
      headers: { ...bearer(who.token), 'accept-language': 'de' },
      payload: { amount, language: 'de', ...body },
    });
  const pay = (started: EventPaymentStart) => {
    assert.equal(started.status, 'PAYMENT');
    if (started.status !== 'PAYMENT') throw new Error('no checkout');
    const key = new URL(started.widgetUrl, 'http://x').searchParams.get('key') ?? '';
    return app.inject({
      method: 'POST',
      url: api(`/payment-sandbox/v1/checkouts/${started.checkoutId}/payment`),
      headers: { 'x-sandbox-key': key },
      payload: { number: visa, holder: 'Lena Wagner', expiryMonth: '12', expiryYear: future, cvv: '123' },
    });
  };
  /** The courses' own order call, with the event as concept: the server asks the provider. */
  const order = (who: Buyer, eventId: string, checkoutId: string) =>
    app.inject({
      method: 'POST',
      url: api(`/orders-service/organizations/${demoId}/users/${who.userId}/orders`),
      headers: bearer(who.token),
      payload: {
        orderItems: [{ vendorId: null, storageId: null, productId: eventId, quantity: 1 }],
        paymentMethod: 'VISA_MASTER',
        concept: eventId,
        paymentRequest: { checkoutId },
      },
    });
  const summary = async (eventId: string) =>
    (
      await app.inject({
        method: 'GET',
        url: events(`/events/${eventId}`),
        headers: bearer(await visitorToken(app, demoId)),
      })
    ).json<EventSummary>();
  const signUps = async (eventId: string) => {
    const list = await app.inject({
      method: 'GET',
      url: events(`/events/${eventId}/sign-ups`),
      headers: bearer(admin),
    });
    assert.equal(list.statusCode, 200, list.body);
    return list.json<EventSignUpRow[]>();
  };
  const ordersOf = (eventId: string) =>
    app.db.selectFrom('orders').select(['id', 'status', 'user_id', 'amount']).where('event_id', '=', eventId).execute();

  /** Saves the event block's price through the editor's page save; the answer's status. */
  const savePrice = async (eventId: string, price: string) => {
    const base = api(`/content-service/organizations/${demoId}`);
    const row = await app.db
      .selectFrom('templates')
      .select('content_id')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const headers = { ...bearer(admin), 'accept-language': 'de' };
    const page = (await app.inject({ method: 'GET', url: `${base}/content/${row.content_id}`, headers })).json<
      ContentPage & { version: number }
    >();
    const templates = page.templates.map((template) => {
      if (template.id !== eventId) return template;
      const priceField = template.fields.find((field) => field.name === 'price')!;
      return {
        ...template,
        elements: template.elements.map((element) => ({
          ...element,
          values: element.values.map((value) => (value.fieldId === priceField.id ? { ...value, value: price } : value)),
        })),
      };
    });
    const saved = await app.inject({ method: 'PUT', url: `${base}/content`, headers, payload: { ...page, templates } });
    return saved;
  };

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ smtpUrl: smtp.url });
    demoId = await orgId(app);
    admin = await userToken(app, demoId, 'admin@demo.club');
    member = await buyer('member@demo.club');
    partyId = await addEventBlock(app, demoId, admin, '/home', {
      title: 'Sommerfest',
      date: `${future}-07-10`,
      time: '15:00',
      place: 'Vereinsheim',
      places: 40,
      guests: true,
      price: '15.00',
      questions: [{ question: 'Isst du vegetarisch?', kind: 'yesNo', required: true }],
    });
    courseEventId = await addEventBlock(app, demoId, admin, '/home', {
      title: 'Kochabend',
      date: `${future}-06-05`,
      time: '19:00',
      place: 'Clubküche',
      places: 3,
      price: '12.50',
    });
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('shows the server’s price; refuses a free sign-up, a visitor, a wrong amount and a price with 3 decimals', async () => {
    const party = await summary(partyId);
    assert.equal(party.priceCents, 1500, 'the block’s price, in cents');
    const free = await app.inject({
      method: 'POST',
      url: events(`/events/${partyId}/sign-ups`),
      headers: bearer(await visitorToken(app, demoId)),
      payload: { name: 'Anna', email: 'anna@example.org', answers: { [party.questions[0]!.id]: 'yes' } },
    });
    assert.equal(free.statusCode, 409, free.body);
    assert.equal(free.json().code, 'EVENT_PAYMENT_REQUIRED');
    const visitorStart = await app.inject({
      method: 'POST',
      url: events(`/users/${member.userId}/events/${partyId}/payments`),
      headers: bearer(await visitorToken(app, demoId)),
      payload: { amount: 15 },
    });
    assert.equal(visitorStart.statusCode, 403, 'a visitor cannot pay: paid events need an account');
    const wrong = await start(member, partyId, 14.99, { answers: { [party.questions[0]!.id]: 'yes' } });
    assert.equal(wrong.statusCode, 400, wrong.body);
    assert.equal(wrong.json().code, 'AMOUNT_MISMATCH');
    assert.equal(wrong.json().message, 'Der Betrag passt nicht zum Preis der Veranstaltung. Bitte lade die Seite neu.');
    const threeDecimals = await start(member, partyId, 15.001, { answers: { [party.questions[0]!.id]: 'yes' } });
    assert.equal(threeDecimals.statusCode, 400, 'the amount follows the money rule too');
    const threeInEditor = await savePrice(partyId, '12.345');
    assert.equal(threeInEditor.statusCode, 400, threeInEditor.body);
    assert.equal((await savePrice(partyId, '-5')).statusCode, 400, 'no negative price');
    assert.equal((await summary(partyId)).priceCents, 1500, 'nothing changed');
  });

  it('holds the place while the member pays, confirms it only when paid and mails the receipt', async () => {
    const party = await summary(partyId);
    const answers = { [party.questions[0]!.id]: 'yes' };
    const started = await start(member, partyId, 45, { guests: 2, answers });
    assert.equal(started.statusCode, 200, started.body);
    const checkout = started.json<EventPaymentStart>();
    assert.equal(checkout.status, 'PAYMENT');
    assert.equal(checkout.status === 'PAYMENT' && checkout.amount, 45, '15 € for the member and each of two guests');
    assert.equal((await summary(partyId)).placesLeft, 37, 'the checkout holds three places');
    assert.equal((await signUps(partyId)).length, 0, 'not signed up before the payment');
    assert.equal((await pay(checkout)).statusCode, 200);
    const sent = await order(member, partyId, checkout.status === 'PAYMENT' ? checkout.checkoutId : '');
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().statusOrder, 'SENT');
    const again = await order(member, partyId, checkout.status === 'PAYMENT' ? checkout.checkoutId : '');
    assert.equal(again.json().id, sent.json().id, 'a reload answers the same order');
    const [row] = await signUps(partyId);
    assert.equal(row?.status, 'CONFIRMED');
    assert.equal(row?.payment, 'PAID');
    assert.equal(row?.guests, 2);
    assert.equal(row?.answers[party.questions[0]!.id], 'yes');
    assert.equal((await summary(partyId)).placesLeft, 37);
    await deliverAll();
    const receipt = mailsTo('member@demo.club').find((mail) => mail.includes('Quittung'));
    assert.ok(receipt, 'the receipt arrived in the SMTP server');
    assert.match(receipt, /Veranstaltung: Sommerfest/);
    assert.match(receipt, /Betrag: 45,00\s€/);
    const again409 = await start(member, partyId, 15, { answers });
    assert.equal(again409.statusCode, 409);
    assert.equal(again409.json().code, 'ALREADY_SIGNED_UP');
    const ledger = (
      await app.inject({
        method: 'GET',
        url: api(`/orders-service/organizations/${demoId}/orders`),
        headers: bearer(admin),
      })
    ).json<Ledger>();
    const line = ledger.entries.find((entry) => entry.orderId === sent.json().id && entry.kind === 'PAYMENT');
    assert.equal(line?.courseName, 'Sommerfest', 'the ledger lists the event payment like a course order');
    assert.equal(line?.amountCents, 4500);
    // The member's own payment statement ("Meine Kurse") names the event by its title, not its id.
    const wallet = await app.inject({
      method: 'GET',
      url: api(`/wallets-service/organizations/${demoId}/users/${member.userId}/wallets`),
      headers: bearer(member.token),
    });
    assert.equal(wallet.statusCode, 200, wallet.body);
    const statement = wallet.json<{
      data: { walletStatement: { orderId: string; courseName: string; amount: number }[] };
    }>().data.walletStatement;
    const paid = statement.find((entry) => entry.orderId === sent.json().id);
    assert.deepEqual([paid?.courseName, paid?.amount], ['Sommerfest', 45]);
  });

  it('refunds a cancellation exactly once, also when two arrive at once', async () => {
    const [paidOrder] = await ordersOf(partyId);
    assert.ok(paidOrder);
    const cancel = () =>
      app.inject({
        method: 'DELETE',
        url: events(`/users/${member.userId}/event-sign-ups/${partyId}`),
        headers: bearer(member.token),
      });
    const answers = await Promise.all([cancel(), cancel()]);
    assert.ok(
      answers.some((answer) => answer.statusCode === 200),
      answers.map((a) => a.body).join(' | '),
    );
    for (const answer of answers) assert.ok([200, 404].includes(answer.statusCode), answer.body);
    await app.jobs.runNow('payment-settlement');
    const [refunded] = await ordersOf(partyId);
    assert.equal(refunded?.status, 'REFUNDED');
    const providerPayment = await app.db
      .selectFrom('orders')
      .select('provider_payment_id')
      .where('id', '=', paidOrder.id)
      .executeTakeFirstOrThrow();
    const refunds = await app.db
      .selectFrom('payment_sandbox_refunds')
      .select('amount')
      .where('payment_id', '=', providerPayment.provider_payment_id!)
      .execute();
    assert.deepEqual(
      refunds.map((r) => Number(r.amount)),
      [45],
      'the provider refunded once, in full',
    );
    assert.equal((await summary(partyId)).placesLeft, 40, 'the places are free again');
    const list = await signUps(partyId);
    assert.deepEqual(
      list.map((row) => [row.status, row.payment]),
      [['CANCELLED', 'REFUNDED']],
      'the organiser sees the refunded sign-up',
    );
    const csv = await app.inject({
      method: 'GET',
      url: events(`/events/${partyId}/sign-ups/csv`),
      headers: { ...bearer(admin), 'accept-language': 'de' },
    });
    assert.match(csv.body, /Zahlung/);
    assert.match(csv.body, /abgemeldet;.*erstattet/);
    await deliverAll();
    const refundMails = mailsTo('member@demo.club').filter((mail) => mail.includes('Erstattungsbeleg'));
    assert.equal(refundMails.length, 1, 'one refund receipt');
    assert.match(refundMails[0]!, /Veranstaltung: Sommerfest/);
    const ledger = (
      await app.inject({
        method: 'GET',
        url: api(`/orders-service/organizations/${demoId}/orders`),
        headers: bearer(admin),
      })
    ).json<Ledger>();
    const refundLine = ledger.entries.find((entry) => entry.orderId === paidOrder.id && entry.kind === 'REFUND');
    assert.equal(refundLine?.amountCents, -4500);
    assert.equal(refundLine?.courseName, 'Sommerfest');
  });

  it('lets exactly 3 of 10 buyers pay for 3 places; nobody is charged twice; a freed place is offered', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => buyer(`koch${i}@example.org`)));
    const starts = await Promise.all(buyers.map((who) => start(who, courseEventId, 12.5)));
    for (const answer of starts) assert.equal(answer.statusCode, 200, answer.body);
    const started = starts.map((answer) => answer.json<EventPaymentStart>());
    const paying = buyers.filter((_, i) => started[i]!.status === 'PAYMENT');
    assert.equal(paying.length, 3, 'three checkouts hold the three places');
    assert.equal(started.filter((s) => s.status === 'WAITING').length, 7, 'seven wait, nothing charged');
    // All three pay at once, and one of them sends the order twice (a double click).
    const checkouts = started.flatMap((s) => (s.status === 'PAYMENT' ? [s] : []));
    await Promise.all(checkouts.map((checkout) => pay(checkout)));
    const sent = await Promise.all([
      ...paying.map((who, i) => order(who, courseEventId, checkouts[i]!.checkoutId)),
      order(paying[0]!, courseEventId, checkouts[0]!.checkoutId),
    ]);
    for (const answer of sent) assert.equal(answer.json().statusOrder, 'SENT', answer.body);
    const orders = await ordersOf(courseEventId);
    assert.equal(orders.filter((o) => o.status === 'SENT').length, 3, 'exactly three paid');
    assert.equal(orders.length, 3, 'no second order, no refund: nobody was charged twice');
    const charges = await app.db
      .selectFrom('wallet_statements')
      .select('amount')
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    assert.equal(charges.length, 3);
    assert.equal((await summary(courseEventId)).placesLeft, 0);
    const list = await signUps(courseEventId);
    assert.equal(list.filter((row) => row.status === 'CONFIRMED' && row.payment === 'PAID').length, 3);

    // The first in line gets a freed place held for them with a mail, and pays for it.
    const cancelled = await app.inject({
      method: 'DELETE',
      url: events(`/users/${paying[0]!.userId}/event-sign-ups/${courseEventId}`),
      headers: bearer(paying[0]!.token),
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const line = await app.db
      .selectFrom('event_sign_ups')
      .select(['email', 'offer_expires_at'])
      .where('event_id', '=', courseEventId)
      .where('status', '=', 'WAITING')
      .orderBy('joined_at')
      .execute();
    assert.ok(line[0]?.offer_expires_at, 'the first waiting person has an offer');
    assert.equal(line.filter((row) => row.offer_expires_at).length, 1, 'only one place was freed');
    assert.equal((await summary(courseEventId)).placesLeft, 0, 'the offer holds the place');
    const offered = buyers.find((who) => who.email === line[0]!.email)!;
    const next = buyers.find((who) => who.email === line[1]!.email)!;
    const overtaking = await start(next, courseEventId, 12.5);
    assert.equal(overtaking.statusCode, 409, 'the second in line waits on');
    await deliverAll();
    const offerMail = mailsTo(offered.email).find((mail) => mail.includes('Wir halten ihn für dich'));
    assert.ok(offerMail, 'the offer mail arrived');
    assert.match(offerMail, /12,50\s€/);
    assert.match(offerMail, new RegExp(`\\?event=${courseEventId}\\s`), 'the link opens the event to pay');
    const offeredStart = await start(offered, courseEventId, 12.5);
    assert.equal(offeredStart.statusCode, 200, offeredStart.body);
    const offeredCheckout = offeredStart.json<EventPaymentStart>();
    await pay(offeredCheckout);
    const offeredOrder = await order(
      offered,
      courseEventId,
      offeredCheckout.status === 'PAYMENT' ? offeredCheckout.checkoutId : '',
    );
    assert.equal(offeredOrder.json().statusOrder, 'SENT', offeredOrder.body);
    const after = await signUps(courseEventId);
    assert.equal(after.filter((row) => row.status === 'CONFIRMED').length, 3, 'never over the three places');
    assert.equal(after.find((row) => row.email === offered.email)?.status, 'CONFIRMED');
  });
});
