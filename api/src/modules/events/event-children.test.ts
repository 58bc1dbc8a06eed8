import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Child } from '@club/shared/contracts/schemas';
import type { EventSignUpRow, EventSummary, MyEventSignUp } from '@club/shared/contracts/endpoints/events';
import type { EventPaymentStart } from '@club/shared/contracts/endpoints/event-payments';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';
import { mailText, startSmtpServer } from '../../testing/smtp-sink.js';
import { addEventBlock } from '../../testing/events-support.js';
import { visa } from '../../testing/payment-support.js';

const readable = (raw: string) =>
  Buffer.from(mailText(raw), 'latin1')
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');

// Issue 35: a guardian signs up their child for a one-off event, free and paid (api/README.md
// "One-off events", children). One sign-up per person: the guardian and each child may each have
// one; the child must be the caller's (family links in the database). Mails read from a real SMTP
// server; runs on PGlite and (DATABASE_URL) PostgreSQL.
describe('events: a guardian signs up their children', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let demoId: string;
  let nordId: string;
  let admin: string;
  let adminId: string;
  let member: { id: string; token: string };
  let mia: Child;
  let tom: Child;
  let partyId: string;
  let smallId: string;
  let paidId: string;
  let questionId: string;
  const future = String(new Date().getUTCFullYear() + 2);

  const api = (path: string) => `/api${path}`;
  const events = (path: string) => api(`/events-service/organizations/${demoId}${path}`);
  const deliverAll = async () => {
    while (((await app.jobs.runNow('outbox-retry')) as number) > 0);
  };
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => readable(m.raw));
  const signUp = (eventId: string, payload: object, token = member.token, lang = 'de') =>
    app.inject({
      method: 'POST',
      url: events(`/events/${eventId}/sign-ups`),
      headers: { ...bearer(token), 'accept-language': lang },
      payload,
    });
  const addChild = async (userId: string, token: string, firstName: string): Promise<Child> => {
    const added = await app.inject({
      method: 'POST',
      url: api(`/families-service/organizations/${demoId}/users/${userId}/children`),
      headers: bearer(token),
      payload: { firstName, lastName: 'Wagner', birthDate: '2018-04-02' },
    });
    assert.equal(added.statusCode, 201, added.body);
    return added.json<Child>();
  };
  const signUps = async (eventId: string) =>
    (await app.inject({ method: 'GET', url: events(`/events/${eventId}/sign-ups`), headers: bearer(admin) })).json<
      EventSignUpRow[]
    >();
  const mine = async (lang = 'de') =>
    (
      await app.inject({
        method: 'GET',
        url: events(`/users/${member.id}/event-sign-ups`),
        headers: { ...bearer(member.token), 'accept-language': lang },
      })
    ).json<MyEventSignUp[]>();

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ smtpUrl: smtp.url });
    demoId = await orgId(app);
    nordId = await orgId(app, 'nord');
    admin = await userToken(app, demoId, 'admin@demo.club');
    const idOf = async (email: string) =>
      (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    adminId = await idOf('admin@demo.club');
    member = { id: await idOf('member@demo.club'), token: await userToken(app, demoId, 'member@demo.club') };
    mia = await addChild(member.id, member.token, 'Mia');
    tom = await addChild(member.id, member.token, 'Tom');
    partyId = await addEventBlock(app, demoId, admin, '/home', {
      title: 'Kinderfest',
      date: `${future}-07-10`,
      time: '15:00',
      place: 'Vereinsheim',
      places: 40,
      questions: [{ question: 'Allergien?', kind: 'text', required: true }],
    });
    smallId = await addEventBlock(app, demoId, admin, '/home', {
      title: 'Kletterhalle',
      date: `${future}-06-05`,
      time: '10:00',
      place: 'Boulderhalle',
      places: 3,
    });
    paidId = await addEventBlock(app, demoId, admin, '/home', {
      title: 'Zeltlager',
      date: `${future}-08-01`,
      time: '09:00',
      place: 'Waldwiese',
      places: 20,
      price: '25.00',
    });
    questionId = (
      await app.inject({ method: 'GET', url: events(`/events/${partyId}`), headers: bearer(admin) })
    ).json<EventSummary>().questions[0]!.id;
    await deliverAll();
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('signs up the guardian and a child; the child’s mail goes to the guardian and names the child', async () => {
    const own = await signUp(partyId, { answers: { [questionId]: 'keine' } });
    assert.equal(own.statusCode, 201, own.body);
    const child = await signUp(partyId, { participantId: mia.id, language: 'en', answers: { [questionId]: 'Nüsse' } });
    assert.equal(child.statusCode, 201, child.body);
    assert.equal(child.json().status, 'CONFIRMED');
    const rows = await signUps(partyId);
    const miaRow = rows.find((row) => row.name === 'Mia Wagner');
    assert.ok(miaRow, 'the organiser sees the child by name');
    assert.equal(miaRow.email, 'member@demo.club', 'the guardian’s e-mail, for the mails');
    assert.match(miaRow.signedUpBy ?? '', /\S/, 'and who signed the child up');
    assert.equal(rows.find((row) => row.email === 'member@demo.club' && row.name !== 'Mia Wagner')?.signedUpBy, null);
    await deliverAll();
    const childMail = mailsTo('member@demo.club').find((mail) => mail.includes('Mia Wagner'));
    assert.ok(childMail, 'a confirmation for the child');
    assert.match(
      childMail,
      /Hello Lena Wagner,\s+Mia Wagner is signed up for “Kinderfest”/,
      'in the language the guardian chose',
    );
  });

  it('refuses the same child twice with 409 naming the child, in the caller’s language', async () => {
    const again = await signUp(partyId, { participantId: mia.id, answers: { [questionId]: 'Nüsse' } });
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().code, 'ALREADY_SIGNED_UP');
    assert.equal(again.json().message, 'Mia Wagner ist für diese Veranstaltung schon angemeldet.');
    const ownAgain = await signUp(partyId, { answers: { [questionId]: 'keine' } });
    assert.equal(ownAgain.json().code, 'ALREADY_SIGNED_UP', 'the guardian’s own rule stays');
  });

  it('refuses another family’s child, another club’s person and a visitor naming a child', async () => {
    const adminsChild = await addChild(adminId, admin, 'Lotta');
    const foreign = await signUp(partyId, { participantId: adminsChild.id, answers: { [questionId]: '-' } });
    assert.equal(foreign.statusCode, 403, foreign.body);
    assert.deepEqual(Object.keys(foreign.json()).sort(), ['code', 'message', 'title'].sort());
    assert.equal(foreign.json().code, 'NOT_YOUR_CHILD');
    // A free event is no payment: the title names the family, as the other family refusals do.
    assert.equal(foreign.json().title, 'Familie');
    assert.equal(foreign.json().message, 'Du kannst nur dich selbst oder deine eigenen Kinder anmelden.');
    const role = await app.db
      .selectFrom('roles')
      .select('id')
      .where('organization_id', '=', nordId)
      .executeTakeFirstOrThrow();
    const nordChild = await app.db
      .insertInto('users')
      .values({
        organization_id: nordId,
        email: 'child-nord@family.invalid',
        password_hash: 'no-login:child',
        display_name: 'Nord Kind',
        role_id: role.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherClub = await signUp(partyId, { participantId: nordChild.id, answers: { [questionId]: '-' } });
    assert.equal(otherClub.statusCode, 403, otherClub.body);
    const visitor = await signUp(
      partyId,
      { name: 'Eva Gast', email: 'eva@example.org', participantId: mia.id, answers: { [questionId]: '-' } },
      await visitorToken(app, demoId),
    );
    assert.equal(visitor.statusCode, 403, visitor.body);
    const pay = await app.inject({
      method: 'POST',
      url: events(`/users/${member.id}/events/${paidId}/payments`),
      headers: bearer(member.token),
      payload: { amount: 25, participantId: adminsChild.id },
    });
    assert.equal(pay.statusCode, 403, pay.body);
    assert.equal(
      (await signUps(partyId)).some((row) => row.name.startsWith('Lotta')),
      false,
    );
  });

  it('never goes over capacity when the guardian, two children and 20 others sign up at once', async () => {
    const visitor = await visitorToken(app, demoId);
    const responses = await Promise.all([
      signUp(smallId, { participantId: mia.id }),
      signUp(smallId, { participantId: tom.id }),
      signUp(smallId, {}),
      ...Array.from({ length: 20 }, (_, i) =>
        signUp(smallId, { name: `Gast Nummer ${String.fromCharCode(65 + i)}`, email: `rush${i}@example.org` }, visitor),
      ),
    ]);
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      responses.map(() => 201),
      responses.map((r) => r.body).join('\n'),
    );
    const statuses = responses.map((r) => r.json().status as string);
    assert.equal(statuses.filter((s) => s === 'CONFIRMED').length, 3, 'exactly the 3 places');
    assert.equal(statuses.filter((s) => s === 'WAITING').length, 20);
    const rows = await signUps(smallId);
    assert.equal(rows.filter((row) => row.status === 'CONFIRMED').length, 3);
    assert.equal(rows.filter((row) => row.signedUpBy !== null).length, 2, 'both children are on the list');
  });

  it('lists the children’s events in “Meine Kurse” marked with the child, and cancels a child’s sign-up', async () => {
    const list = await mine();
    const party = list.filter((entry) => entry.eventId === partyId);
    assert.deepEqual(
      party.map((entry) => entry.child?.name ?? null),
      [null, 'Mia Wagner'],
      'the member’s own first, then the child',
    );
    assert.equal(party[1]?.canCancel, true);
    const cancel = await app.inject({
      method: 'DELETE',
      url: events(`/users/${member.id}/event-sign-ups/${partyId}?participantId=${mia.id}`),
      headers: bearer(member.token),
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const after = (await mine()).filter((entry) => entry.eventId === partyId);
    assert.deepEqual(
      after.map((entry) => entry.child?.name ?? null),
      [null],
      'the child’s sign-up is gone, the guardian’s stays',
    );
    const notMine = await app.inject({
      method: 'DELETE',
      url: events(`/users/${member.id}/event-sign-ups/${partyId}?participantId=${adminId}`),
      headers: bearer(member.token),
    });
    assert.equal(notMine.statusCode, 403, notMine.body);
  });

  it('exports the child’s name and the guardian in the column “Angemeldet von”', async () => {
    const csv = await app.inject({
      method: 'GET',
      url: events(`/events/${smallId}/sign-ups/csv`),
      headers: { ...bearer(admin), 'accept-language': 'de' },
    });
    assert.equal(csv.statusCode, 200, csv.body);
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(';');
    const by = columns.indexOf('Angemeldet von');
    assert.ok(by > 0, header);
    const tomLine = lines.find((line) => line.startsWith('Tom Wagner;'));
    assert.ok(tomLine, csv.body);
    assert.match(tomLine.split(';')[by]!, /\S/, 'the guardian is named');
    const english = await app.inject({
      method: 'GET',
      url: events(`/events/${smallId}/sign-ups/csv`),
      headers: { ...bearer(admin), 'accept-language': 'en' },
    });
    assert.ok(english.body.split('\r\n')[0]!.includes('Signed up by'));
  });

  it('lets the guardian pay for a child through the checkout; receipt and statement name the child', async () => {
    const start = await app.inject({
      method: 'POST',
      url: events(`/users/${member.id}/events/${paidId}/payments`),
      headers: { ...bearer(member.token), 'accept-language': 'de' },
      payload: { amount: 25, language: 'de', participantId: tom.id },
    });
    assert.equal(start.statusCode, 200, start.body);
    const checkout = start.json<EventPaymentStart>();
    if (checkout.status !== 'PAYMENT') throw new Error('no checkout');
    const key = new URL(checkout.widgetUrl, 'http://x').searchParams.get('key') ?? '';
    const paid = await app.inject({
      method: 'POST',
      url: api(`/payment-sandbox/v1/checkouts/${checkout.checkoutId}/payment`),
      headers: { 'x-sandbox-key': key },
      payload: { number: visa, holder: 'Lena Wagner', expiryMonth: '12', expiryYear: future, cvv: '123' },
    });
    assert.equal(paid.statusCode, 200, paid.body);
    const order = await app.inject({
      method: 'POST',
      url: api(`/orders-service/organizations/${demoId}/users/${member.id}/orders`),
      headers: bearer(member.token),
      payload: {
        orderItems: [{ vendorId: null, storageId: null, productId: paidId, quantity: 1 }],
        paymentMethod: 'VISA_MASTER',
        concept: paidId,
        paymentRequest: { checkoutId: checkout.checkoutId },
      },
    });
    assert.equal(order.statusCode, 200, order.body);
    assert.equal(order.json().statusOrder, 'SENT');
    const [row] = await signUps(paidId);
    assert.deepEqual([row?.name, row?.status, row?.payment], ['Tom Wagner', 'CONFIRMED', 'PAID']);
    assert.match(row?.signedUpBy ?? '', /\S/);
    await deliverAll();
    const receipt = mailsTo('member@demo.club').find((mail) => mail.includes('Quittung'));
    assert.ok(receipt, 'the receipt went to the guardian');
    assert.match(receipt, /Veranstaltung: Zeltlager \(Tom Wagner\)/);
    const wallet = await app.inject({
      method: 'GET',
      url: api(`/wallets-service/organizations/${demoId}/users/${member.id}/wallets`),
      headers: bearer(member.token),
    });
    const statement = wallet.json<{ data: { walletStatement: { orderId: string; courseName: string }[] } }>().data
      .walletStatement;
    assert.equal(statement.find((entry) => entry.orderId === order.json().id)?.courseName, 'Zeltlager (Tom Wagner)');
    // The guardian's own place is a second order of the same event; Tom's again is 409.
    const twice = await app.inject({
      method: 'POST',
      url: events(`/users/${member.id}/events/${paidId}/payments`),
      headers: { ...bearer(member.token), 'accept-language': 'de' },
      payload: { amount: 25, participantId: tom.id },
    });
    assert.equal(twice.statusCode, 409, twice.body);
    assert.equal(twice.json().message, 'Tom Wagner ist für diese Veranstaltung schon angemeldet.');
    const own = await app.inject({
      method: 'POST',
      url: events(`/users/${member.id}/events/${paidId}/payments`),
      headers: bearer(member.token),
      payload: { amount: 25 },
    });
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().status, 'PAYMENT');
    // The guardian cancels Tom's paid place: refunded once, the place free again.
    const cancel = await app.inject({
      method: 'DELETE',
      url: events(`/users/${member.id}/event-sign-ups/${paidId}?participantId=${tom.id}`),
      headers: bearer(member.token),
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const orders = await app.db.selectFrom('orders').select('status').where('event_id', '=', paidId).execute();
    assert.deepEqual(
      orders.map((o) => o.status),
      ['REFUNDED'],
    );
  });
});
