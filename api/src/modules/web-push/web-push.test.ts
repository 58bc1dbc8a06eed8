import assert from 'node:assert/strict';
import { createECDH, createDecipheriv, createHmac, randomBytes, verify, type JsonWebKey } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addToOutbox } from '../mail/index.js';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';

const b64url = (data: Buffer) => data.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** The browser's side of RFC 8291: decrypts an aes128gcm push message with the subscription's keys. */
function decryptPush(body: Buffer, browser: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  assert.ok(ciphertext.length <= recordSize, 'one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverPublicKey, Buffer.from([1])]);
  const ikm = hmac(hmac(browser.auth, sharedSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  assert.equal(padded[end], 2, 'last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292): an ES256 JWT for the push service's origin, signed by the key `k`. */
function checkVapid(authorization: string, audience: string, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  assert.ok(match, authorization);
  assert.equal(match[2], publicKey);
  const [header, claims, signature] = match[1]!.split('.');
  const claim = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  assert.equal(claim.aud, audience);
  assert.match(claim.sub, /^mailto:/);
  const point = Buffer.from(publicKey, 'base64url');
  const jwk: JsonWebKey = { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: jwk, format: 'jwk', dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  assert.ok(valid, 'VAPID signature');
}

describe('web push: subscriptions per person and kind, delivery beside the mail', () => {
  let app: FastifyInstance;
  let server: Server;
  let pushOrigin = '';
  let demoId: string;
  let token: string;
  let userId: string;
  const received: Array<{ path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }> = [];
  let answerStatus = 201;
  const browser = (() => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
  })();
  const base = () => `/api/web-push-service/organizations/${demoId}/users/${userId}/push-subscription`;
  const subscription = (kinds: string[], path = '/push/browser-1') => ({
    endpoint: `${pushOrigin}${path}`,
    keys: { p256dh: b64url(browser.publicKey), auth: b64url(browser.auth) },
    kinds,
  });
  const mailWithPush = (kind: 'messages' | 'cancelledDates', subject: string) =>
    addToOutbox(
      app.db,
      {
        organizationId: demoId,
        template: 'CLUB_MESSAGE',
        templateId: null,
        recipient: 'member@demo.club',
        replyTo: null,
        subject,
        textBody: `Hallo,\n\n${subject}: Das Training fällt aus.\n\nViele Grüße`,
        htmlBody: null,
        push: { userId, kind, url: '/members' },
      },
      'job',
    );

  before(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(answerStatus).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pushOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = await buildTestApp();
    demoId = await orgId(app, 'demo');
    token = await userToken(app, demoId, 'member@demo.club');
    userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  });
  after(async () => {
    await app.close();
    server.close();
  });

  it('gives the installation’s VAPID key, the same on every call', async () => {
    const first = await app.inject({ url: base(), headers: bearer(token) });
    assert.equal(first.statusCode, 200);
    const { publicKey, kinds } = first.json<{ publicKey: string; kinds: string[] }>();
    const point = Buffer.from(publicKey, 'base64url');
    assert.deepEqual([point.length, point[0]], [65, 4]);
    assert.deepEqual(kinds, []);
    const again = await app.inject({ url: base(), headers: bearer(token) });
    assert.equal(again.json<{ publicKey: string }>().publicKey, publicKey);
    const stored = await app.db.selectFrom('push_keys').select('public_key').execute();
    assert.deepEqual(stored, [{ public_key: publicKey }]);
  });

  it('refuses push endpoints that are not a push service', async () => {
    for (const endpoint of ['https://10.0.0.5/push', 'http://push.example.com/x', 'https://192.168.1.1/x']) {
      const response = await app.inject({
        method: 'PUT',
        url: base(),
        headers: bearer(token),
        payload: { ...subscription(['messages']), endpoint },
      });
      assert.equal(response.statusCode, 400, endpoint);
    }
    const badKind = await app.inject({
      method: 'PUT',
      url: base(),
      headers: bearer(token),
      payload: subscription(['everything']),
    });
    assert.equal(badKind.statusCode, 400);
  });

  it('pushes what the person chose, encrypted for this browser and signed with VAPID; the mail goes too', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: base(),
      headers: bearer(token),
      payload: subscription(['messages', 'waitingListOffers']),
    });
    assert.equal(saved.statusCode, 200);
    const { publicKey, kinds } = saved.json<{ publicKey: string; kinds: string[] }>();
    assert.deepEqual(kinds.sort(), ['messages', 'waitingListOffers']);
    const shown = await app.inject({
      url: `${base()}?endpoint=${encodeURIComponent(`${pushOrigin}/push/browser-1`)}`,
      headers: bearer(token),
    });
    assert.deepEqual(shown.json<{ kinds: string[] }>().kinds.sort(), ['messages', 'waitingListOffers']);

    await mailWithPush('messages', 'Training am Samstag');
    await mailWithPush('cancelledDates', 'Termin abgesagt'); // not chosen: mail only
    const mails = await app.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', 'member@demo.club')
      .where('subject', 'in', ['Training am Samstag', 'Termin abgesagt'])
      .execute();
    assert.equal(mails.length, 2);

    received.length = 0;
    assert.equal(await app.jobs.runNow('push-delivery'), 1);
    assert.equal(received.length, 1);
    const [push] = received;
    assert.equal(push!.path, '/push/browser-1');
    assert.equal(push!.headers['content-encoding'], 'aes128gcm');
    assert.ok(Number(push!.headers.ttl) > 0);
    checkVapid(String(push!.headers.authorization), pushOrigin, publicKey);
    const notice = JSON.parse(decryptPush(push!.body, browser)) as Record<string, string>;
    assert.deepEqual(notice, {
      title: 'Training am Samstag',
      body: 'Training am Samstag: Das Training fällt aus.\n\nViele Grüße',
      url: '/members',
      tag: 'messages',
    });
    // Sent once: the next pass has nothing.
    assert.equal(await app.jobs.runNow('push-delivery'), 0);
    assert.equal(received.length, 1);
  });

  it('forgets a subscription the push service calls gone, and one turned off', async () => {
    const before = await app.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute();
    assert.equal(before.length, 1);
    await mailWithPush('messages', 'Noch eine Nachricht');
    answerStatus = 410;
    try {
      assert.equal(await app.jobs.runNow('push-delivery'), 0);
    } finally {
      answerStatus = 201;
    }
    const left = await app.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute();
    assert.equal(left.length, 0);

    const again = await app.inject({
      method: 'PUT',
      url: base(),
      headers: bearer(token),
      payload: subscription(['messages']),
    });
    assert.equal(again.statusCode, 200);
    const off = await app.inject({
      method: 'DELETE',
      url: `${base()}?endpoint=${encodeURIComponent(`${pushOrigin}/push/browser-1`)}`,
      headers: bearer(token),
    });
    assert.equal(off.statusCode, 204);
    received.length = 0;
    await mailWithPush('messages', 'Nach dem Abschalten');
    assert.equal(await app.jobs.runNow('push-delivery'), 0);
    assert.equal(received.length, 0);
  });

  it('deletes sent and given-up notices after a week and keeps those still being tried', async () => {
    const old = new Date(Date.now() - 8 * 86_400_000);
    type State = { sent_at?: Date; attempts?: number; claimed_until?: Date };
    const notice = (title: string, createdAt: Date, state: State) => ({
      organization_id: demoId,
      user_id: userId,
      kind: 'messages',
      title,
      body: title,
      url: '/members',
      created_at: createdAt,
      ...state,
    });
    await app.db
      .insertInto('push_queue')
      .values([
        notice('alt gesendet', old, { sent_at: old }),
        notice('alt aufgegeben', old, { attempts: 5 }),
        // Still being tried (another replica holds it right now).
        notice('alt wartend', old, { attempts: 1, claimed_until: new Date(Date.now() + 60_000) }),
        notice('neu gesendet', new Date(), { sent_at: new Date() }),
      ])
      .execute();
    await app.jobs.runNow('push-delivery');
    const titles = await app.db
      .selectFrom('push_queue')
      .select('title')
      .where('title', 'in', ['alt gesendet', 'alt aufgegeben', 'alt wartend', 'neu gesendet'])
      .execute();
    assert.deepEqual(titles.map((row) => row.title).sort(), ['alt wartend', 'neu gesendet']);
  });

  it('lets nobody else read or change a person’s subscription', async () => {
    const coach = await userToken(app, demoId, 'coach@demo.club');
    const response = await app.inject({
      method: 'PUT',
      url: base(),
      headers: bearer(coach),
      payload: subscription(['messages'], '/push/stranger'),
    });
    assert.equal(response.statusCode, 403);
  });
});
