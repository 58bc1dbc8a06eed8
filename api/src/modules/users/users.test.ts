import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { upsertUser } from '../../testing/login-support.js';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';

let app: FastifyInstance;
let org: string;
let member: { id: string; token: string };
let other: { id: string; token: string };
let adminToken: string;

const userUrl = (id: string) => `/api/users-service/organizations/${org}/users/${id}`;
const idOf = async (email: string) =>
  (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

before(async () => {
  app = await buildTestApp();
  org = await orgId(app);
  await upsertUser(app.db, {
    organizationId: org,
    email: 'other@demo.club',
    password: 'demo-club-2026',
    displayName: 'Otto',
    roleName: 'MEMBER_USER',
  });
  member = { id: await idOf('member@demo.club'), token: await userToken(app, org, 'member@demo.club') };
  other = { id: await idOf('other@demo.club'), token: await userToken(app, org, 'other@demo.club') };
  adminToken = await userToken(app, org, 'admin@demo.club');
});
after(() => app.close());

describe('users', () => {
  it('answers the own profile', async () => {
    const response = await app.inject({ method: 'GET', url: userUrl(member.id), headers: bearer(member.token) });
    assert.equal(response.statusCode, 200);
    const user = response.json();
    assert.equal(user.firstName, 'Lena');
    assert.equal(user.address.city, 'Grünwald');
    assert.equal(user.memberSince, '2019-03-01');
    assert.deepEqual(user.sports, ['Football', 'Basketball']);
  });

  it('changes only the fields a PATCH names', async () => {
    const before = (await app.inject({ method: 'GET', url: userUrl(member.id), headers: bearer(member.token) })).json();
    const response = await app.inject({
      method: 'PATCH',
      url: userUrl(member.id),
      headers: bearer(member.token),
      payload: [
        {
          op: 'replace',
          path: '/address',
          value: { streetNumber: 'Marktplatz 1', postCode: '82031', city: 'Grünwald' },
        },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const after = response.json();
    assert.equal(after.address.streetNumber, 'Marktplatz 1');
    assert.deepEqual({ ...after, address: before.address }, before);
  });

  it('refuses contactNumber, countryCode and email in a PATCH', async () => {
    for (const path of ['/contactNumber', '/countryCode', '/email']) {
      const response = await app.inject({
        method: 'PATCH',
        url: userUrl(member.id),
        headers: bearer(member.token),
        payload: [{ op: 'replace', path, value: 'x' }],
      });
      assert.equal(response.statusCode, 400, path);
    }
  });

  it('answers an invalid post code and a partial address with the form messages', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: userUrl(member.id),
      headers: { ...bearer(member.token), 'accept-language': 'en' },
      payload: [
        { op: 'replace', path: '/address', value: { streetNumber: 'Marktplatz 1', postCode: '123', city: '' } },
      ],
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /postCode: Post code is not valid/);
    assert.match(response.json().message, /city: Address fields must be filled all or none/);
  });

  it('saves a whole profile with PUT, splitting the phone number', async () => {
    const current = (
      await app.inject({ method: 'GET', url: userUrl(member.id), headers: bearer(member.token) })
    ).json();
    const response = await app.inject({
      method: 'PUT',
      url: userUrl(member.id),
      headers: bearer(member.token),
      payload: { ...current, countryCode: '+43', contactNumber: '6641234567', orgId: org },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().countryCode, '+43');
    assert.equal(response.json().contactNumber, '6641234567');
    // A German number as people type it is stored as E.164 (country code + national number).
    const german = await app.inject({
      method: 'PUT',
      url: userUrl(member.id),
      headers: bearer(member.token),
      payload: { ...current, countryCode: '+49', contactNumber: '030 1234567', orgId: org },
    });
    assert.equal(german.statusCode, 200, german.body);
    assert.deepEqual([german.json().countryCode, german.json().contactNumber], ['+49', '301234567']);
  });

  it('keeps a member from reading or changing another member', async () => {
    const read = await app.inject({ method: 'GET', url: userUrl(other.id), headers: bearer(member.token) });
    assert.equal(read.statusCode, 403);
    const change = await app.inject({
      method: 'PATCH',
      url: userUrl(other.id),
      headers: bearer(member.token),
      payload: [{ op: 'replace', path: '/firstName', value: 'Eve' }],
    });
    assert.equal(change.statusCode, 403);
    const list = await app.inject({
      method: 'GET',
      url: `/api/users-service/organizations/${org}/users?id[]=${other.id}`,
      headers: bearer(member.token),
    });
    assert.equal(list.statusCode, 403);
    const visitor = await app.inject({
      method: 'GET',
      url: userUrl(member.id),
      headers: bearer(await visitorToken(app, org)),
    });
    assert.equal(visitor.statusCode, 403);
  });

  it('lets an administrator of the club read members but not change them', async () => {
    const list = await app.inject({
      method: 'GET',
      url: `/api/users-service/organizations/${org}/users?id[]=${other.id}&id[]=${member.id}`,
      headers: bearer(adminToken),
    });
    assert.equal(list.statusCode, 200);
    assert.equal(list.json().length, 2);
    const change = await app.inject({
      method: 'PATCH',
      url: userUrl(other.id),
      headers: bearer(adminToken),
      payload: [{ op: 'replace', path: '/firstName', value: 'Eve' }],
    });
    assert.equal(change.statusCode, 403);
  });

  it('stores a profile image and refuses a file that is not a picture', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const form = (data: Buffer, name: string) => {
      const boundary = '----club';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        payload: body,
        headers: { ...bearer(member.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const url = `/api/multimedia-service/organizations/${org}/users/${member.id}`;
    const ok = await app.inject({ method: 'POST', url, ...form(png, 'me.png') });
    assert.equal(ok.statusCode, 200, ok.body);
    const image = await app.inject({ method: 'GET', url: ok.json().profileImage });
    assert.equal(image.statusCode, 200);
    const user = (await app.inject({ method: 'GET', url: userUrl(member.id), headers: bearer(member.token) })).json();
    assert.equal(user.profileImage, ok.json().profileImage);
    const bad = await app.inject({ method: 'POST', url, ...form(Buffer.from('not a picture'), 'me.png') });
    assert.equal(bad.statusCode, 400);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/multimedia-service/organizations/${org}/users/${other.id}`,
      ...form(png, 'me.png'),
    });
    assert.equal(foreign.statusCode, 403);
  });
});
