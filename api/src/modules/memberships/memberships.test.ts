import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken, visitorToken } from '../../testing/test-helpers.js';
import { familyApplication, testIban } from '../../testing/memberships-support.js';
import { startSmtpServer } from '../../testing/smtp-sink.js';

describe('membership applications', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let org: string;
  let visitor: string;
  let admin: string;
  const url = () => `/api/memberships-service/organizations/${org}/applications`;
  const submit = (body: unknown, token = visitor) =>
    app.inject({
      method: 'POST',
      url: url(),
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: body as object,
    });

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildApp(testConfig({ smtpUrl: smtp.url }));
    org = await orgId(app);
    visitor = await visitorToken(app, org);
    admin = await userToken(app, org, 'admin@demo.club');
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('stores a family application with its mandate and mails the applicant and the club', async () => {
    const response = await submit(familyApplication({ email: 'family@example.org' }));
    assert.equal(response.statusCode, 201, response.body);
    const receipt = response.json<{ id: string; mandateReference: string }>();
    assert.match(receipt.mandateReference, /^MB-\d{8}-[A-Z0-9]{10}$/);
    const toApplicant = smtp.received.find((m) => m.to.includes('family@example.org'));
    const toClub = smtp.received.find(
      (m) => m.to.includes('info@demo.club') || m.raw.includes('New membership application'),
    );
    assert.ok(toApplicant, 'the applicant receives a confirmation');
    assert.ok(toClub, 'the club receives a notice');
    assert.ok(toApplicant.raw.includes(receipt.mandateReference));
    // A mail is no place for a full IBAN.
    assert.ok(!smtp.received.some((m) => m.raw.replace(/\s/g, '').includes(testIban)));

    const list = await app.inject({ method: 'GET', url: url(), headers: bearer(admin) });
    assert.equal(list.statusCode, 200);
    const stored =
      list.json<Array<{ id: string; people: number; monthlyCents: number; mandate: { maskedIban: string } }>>();
    const mine = stored.find((a) => a.id === receipt.id);
    assert.ok(mine);
    assert.equal(mine.people, 3);
    assert.equal(mine.monthlyCents, 3500);
    assert.equal(mine.mandate.maskedIban, 'DE02 •••• •••• •••• ••20 51');
    // Typed '0151 23456789', stored as E.164 and shown in the national format.
    assert.equal((mine as unknown as { phone: string }).phone, '01512 3456789');
    assert.ok(!list.body.includes(testIban), 'the list never holds a full IBAN');
  });

  it('stores a doubly sent application once', async () => {
    const body = familyApplication({ email: 'twice@example.org' });
    const [first, second] = await Promise.all([submit(body), submit(body)]);
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 201]);
    assert.equal(first.json<{ id: string }>().id, second.json<{ id: string }>().id);
    const retry = await submit(body);
    assert.equal(retry.statusCode, 200);
    const list = await app.inject({ method: 'GET', url: url(), headers: bearer(admin) });
    const count = list.json<Array<{ email: string }>>().filter((a) => a.email === 'twice@example.org').length;
    assert.equal(count, 1);
  });

  it('refuses a crafted bad IBAN with the form’s message, without echoing it', async () => {
    const response = await submit(familyApplication({ iban: 'DE02120300000000202052' }));
    assert.equal(response.statusCode, 400);
    const error = response.json<{ code: string; message: string }>();
    assert.equal(error.code, 'VALIDATION_ERROR');
    assert.match(error.message, /form\.iban: Not a valid IBAN\./);
    assert.ok(!error.message.includes('0202052'));
    const foreign = await submit(familyApplication({ iban: 'GB82WEST12345698765432' }));
    assert.match(foreign.json<{ message: string }>().message, /form\.iban: Not a valid IBAN\./);
    const empty = await submit(familyApplication({ iban: 'DE' }));
    assert.match(empty.json<{ message: string }>().message, /form\.iban: must not be empty/);
  });

  it('refuses a family larger than its type allows, and a type the club has not enabled', async () => {
    const five = Array.from({ length: 4 }, (_, i) => ({ firstName: `Kind${'abcd'[i]}`, birthDay: '2012-01-01' }));
    const tooMany = await submit(familyApplication({ familyMembers: five }));
    assert.equal(tooMany.statusCode, 400);
    assert.match(
      tooMany.json<{ message: string }>().message,
      /form\.familyMembers: This membership type does not allow/,
    );
    const single = await submit(familyApplication({ types: 1 }));
    assert.equal(single.statusCode, 400, 'for me allows one person, not three');
    const disabled = await submit(familyApplication({ types: 9, familyMembers: [] }));
    assert.equal(disabled.statusCode, 400);
    assert.match(disabled.json<{ message: string }>().message, /form\.types/);
  });

  it('refuses bad post codes, one-letter names and phone numbers with the spec’s messages', async () => {
    const response = await submit(familyApplication({ postCode: '1234', firstName: 'M', phone: '12' }));
    const { message } = response.json<{ message: string }>();
    assert.match(message, /form\.postCode: Post code is not valid/);
    assert.match(message, /form\.firstName: Please use 2 to 30 letters/);
    assert.match(message, /form\.phone: Invalid phone number\./);
    // Long enough for a German number, but no network has it: the same rule as the form's.
    const short = await submit(familyApplication({ phone: '12345' }));
    assert.match(short.json<{ message: string }>().message, /^form\.phone: Invalid phone number\./);
  });

  it('does not let a member apply again, nor read the club’s applications', async () => {
    const member = await userToken(app, org, 'member@demo.club');
    const apply = await submit(familyApplication(), member);
    assert.equal(apply.statusCode, 409);
    assert.equal(apply.json<{ code: string }>().code, 'ALREADY_MEMBER');
    const list = await app.inject({ method: 'GET', url: url(), headers: bearer(member) });
    assert.equal(list.statusCode, 403);
    const visitorList = await app.inject({ method: 'GET', url: url(), headers: bearer(visitor) });
    assert.equal(visitorList.statusCode, 403);
  });

  it('looks up BIC and bank name from the Bundesbank list', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/memberships-service/organizations/${org}/banks/12030000`,
      headers: bearer(visitor),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { blz: '12030000', bic: 'BYLADEM1001', bankName: 'Deutsche Kreditbank Berlin' });
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/memberships-service/organizations/${org}/banks/99999999`,
      headers: bearer(visitor),
    });
    assert.equal(unknown.statusCode, 404);
  });
});
