import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Child, TreasurerMember, UserData } from '@club/shared/contracts/schemas';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken, visitorToken } from '../../testing/test-helpers.js';
import { familyApplication } from '../../testing/memberships-support.js';
import { mailText, startSmtpServer } from '../../testing/smtp-sink.js';

// 23:30 UTC on 24 November is already 25 November in Berlin: the day the club admitted them.
const acceptedAt = Date.parse('2026-11-24T23:30:00Z');
const berlinAcceptanceDay = '2026-11-25';

const single = {
  email: 'ida.oezdemir@example.org',
  types: 1,
  familyMembers: [],
  firstName: 'Ida',
  familyName: 'Özdemir',
  gender: 'Female',
  birthDay: '1990-05-17',
  streetAddress: 'Lindenweg 3',
  postCode: '80331',
  city: 'München',
  phone: '0151 23456789',
  accountHolder: 'Ida Özdemir',
};

describe('one member record: an accepted applicant is a complete member', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let org: string;
  let admin: string;
  const memberships = () => `/api/memberships-service/organizations/${org}`;

  async function applyAndAccept(form: Record<string, unknown>, club = org, token = admin) {
    const applied = await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${club}/applications`,
      headers: bearer(await visitorToken(app, club)),
      payload: familyApplication(form),
    });
    assert.equal(applied.statusCode, 201, applied.body);
    const { id } = applied.json<{ id: string }>();
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${club}/applications/${id}/accept`,
      headers: bearer(token),
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    return accepted.json<{ userId: string; memberNumber: number }>();
  }
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { ...bearer(admin), 'accept-language': 'de' } }).then((response) => {
      assert.equal(response.statusCode, 200, response.body);
      return response;
    });
  const profileOf = async (userId: string) =>
    (await get(`/api/users-service/organizations/${org}/users/${userId}`)).json<UserData>();

  let ida: { userId: string; memberNumber: number };
  let max: { userId: string; memberNumber: number };

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildApp(testConfig({ smtpUrl: smtp.url, now: () => acceptedAt }));
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
    ida = await applyAndAccept(single);
    // The default family: Max applies with Erika (an adult) and Lena (born 2015, a child).
    max = await applyAndAccept({ email: 'max.family@example.org' });
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('gives the profile everything the application said: names, birth date, gender, phone, address, member since', async () => {
    const profile = await profileOf(ida.userId);
    assert.equal(profile.firstName, 'Ida');
    assert.equal(profile.lastName, 'Özdemir');
    assert.equal(profile.displayName, 'Ida Özdemir');
    assert.equal(profile.fullName, 'Ida Özdemir');
    assert.equal(profile.birthDate, '1990-05-17');
    assert.equal(profile.gender, 'Female');
    // Stored as the profile form stores a phone: country code and national number apart.
    assert.equal(profile.countryCode, '+49');
    assert.equal(profile.contactNumber, '15123456789');
    assert.deepEqual(profile.address, { streetNumber: 'Lindenweg 3', postCode: '80331', city: 'München' });
    assert.equal(profile.memberSince, berlinAcceptanceDay);
    assert.equal(profile.roleName, 'MEMBER_USER');
  });

  it('greets the new member by name in the invitation', () => {
    const invitation = smtp.received.find((m) => m.to.includes(single.email));
    assert.ok(invitation, 'an invitation was sent');
    assert.match(mailText(invitation.raw), /Hallo Ida /);
    assert.doesNotMatch(mailText(invitation.raw), /Hallo ida\.oezdemir@/);
  });

  it('makes the family membership’s child a child profile of the member; the adult stays on the application', async () => {
    const profile = await profileOf(max.userId);
    assert.equal(profile.fullName, 'Max Mustermann');
    assert.equal(profile.birthDate, '1983-02-20');
    const family = (await get(`/api/families-service/organizations/${org}/users/${max.userId}/family`)).json<{
      children: Child[];
    }>();
    assert.deepEqual(
      family.children.map(({ firstName, lastName, birthDate }) => ({ firstName, lastName, birthDate })),
      [{ firstName: 'Lena', lastName: 'Mustermann', birthDate: '2015-09-01' }],
    );
    assert.deepEqual(
      family.children[0]!.guardians.map((g) => g.id),
      [max.userId],
    );
    // The single membership has no children.
    const idasFamily = (await get(`/api/families-service/organizations/${org}/users/${ida.userId}/family`)).json<{
      children: Child[];
    }>();
    assert.deepEqual(idasFamily.children, []);
  });

  it('numbers members per club, one after the other, also when two are accepted at once', async () => {
    assert.equal(max.memberNumber, ida.memberNumber + 1);
    const [a, b] = await Promise.all([
      applyAndAccept({ ...single, email: 'parallel.a@example.org', firstName: 'Anton' }),
      applyAndAccept({ ...single, email: 'parallel.b@example.org', firstName: 'Berta' }),
    ]);
    assert.deepEqual(
      [a.memberNumber, b.memberNumber].sort((x, y) => x - y),
      [max.memberNumber + 1, max.memberNumber + 2],
    );
    // Another club counts from 1.
    const nord = await orgId(app, 'nord');
    await app.db
      .insertInto('membership_settings')
      .values({
        organization_id: nord,
        enabled_types: [1],
        creditor_name: 'SV Nord e.V.',
        creditor_id: 'DE98ZZZ09999999999',
        creditor_iban: 'DE89370400440532013000',
        creditor_bic: 'COBADEFFXXX',
      })
      .execute();
    const nordAdmin = await userToken(app, nord, 'admin@nord.club');
    const first = await applyAndAccept({ ...single, email: 'first@nord.example.org' }, nord, nordAdmin);
    assert.equal(first.memberNumber, 1);
  });

  it('shows member number, category and fee in the members list and members.csv', async () => {
    const members = (await get(`${memberships()}/members`)).json<TreasurerMember[]>();
    const idaRow = members.find((m) => m.userId === ida.userId)!;
    assert.deepEqual([idaRow.memberNumber, idaRow.typeId, idaRow.monthlyCents], [ida.memberNumber, 1, 1950]);
    const maxRow = members.find((m) => m.userId === max.userId)!;
    assert.deepEqual(
      [maxRow.memberNumber, maxRow.typeId, maxRow.people, maxRow.monthlyCents],
      [max.memberNumber, 5, 3, 3500],
    );
    assert.equal(maxRow.firstName, 'Max');

    const csv = (await get(`${memberships()}/members.csv?sort=memberNumber&dir=asc`)).rawPayload.toString('utf8');
    const [heading, ...lines] = csv.slice(1).trimEnd().split('\r\n');
    const columns = heading!.split(';');
    assert.deepEqual(columns.slice(0, 5), ['Mitgliedsnummer', 'Nachname', 'Vorname', 'E-Mail', 'Mitglied seit']);
    const rowOf = (email: string) => {
      const cells = lines.map((line) => line.split(';')).find((c) => c.includes(email))!;
      return (column: string) => cells[columns.indexOf(column)];
    };
    const idaCells = rowOf(single.email);
    assert.equal(idaCells('Mitgliedsnummer'), String(ida.memberNumber));
    assert.equal(idaCells('Mitglied seit'), '25.11.2026');
    assert.equal(idaCells('Mitgliedschaft'), 'Für mich');
    assert.equal(idaCells('Monatsbeitrag (EUR)'), '19,50');
    assert.equal(rowOf('max.family@example.org')('Mitgliedschaft'), 'Familie');
    assert.equal(rowOf('max.family@example.org')('Monatsbeitrag (EUR)'), '35,00');
    const numbers = lines.map((line) => Number(line.split(';')[0])).filter(Boolean);
    assert.deepEqual(
      numbers,
      [...numbers].sort((x, y) => x - y),
      'sorted by member number',
    );
  });
});
