import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';

function multipart(data: Buffer, field = 'image') {
  const boundary = '----library-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('multimedia library', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  const base = () => `/api/multimedia-service/organizations/${demoId}/multimedia`;

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    demoId = await orgId(app);
    admin = await userToken(app, demoId, 'admin@demo.club');
  });
  after(() => app.close());

  it('uploads a picture with labels and finds it by label', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const upload = multipart(jpeg);
    const response = await app.inject({
      method: 'POST',
      url: `${base()}/generic?labels=Sommerfest,2026`,
      headers: { ...bearer(admin), ...upload.headers },
      payload: upload.payload,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.json().href, /original\.jpg$/);
    const found = await app.inject({ url: `${base()}?labels=sommer`, headers: bearer(admin) });
    assert.deepEqual(
      found.json().map((item: { id: string }) => item.id),
      [response.json().id],
    );
    const all = await app.inject({ url: base(), headers: bearer(admin) });
    assert.ok(all.json().length > 10, 'the demo pictures are in the library too');
  });

  it('refuses a file that is not a picture, and one over 5,000,000 bytes with the spec message', async () => {
    const text = multipart(Buffer.from('<svg onload="alert(1)"></svg>'));
    const notImage = await app.inject({
      method: 'POST',
      url: `${base()}/generic`,
      headers: { ...bearer(admin), ...text.headers },
      payload: text.payload,
    });
    assert.equal(notImage.statusCode, 400);
    const big = multipart(Buffer.alloc(6_000_000, 1));
    const tooLarge = await app.inject({
      method: 'POST',
      url: `${base()}/generic`,
      headers: { ...bearer(admin), ...big.headers, 'accept-language': 'en' },
      payload: big.payload,
    });
    assert.equal(tooLarge.statusCode, 413);
    assert.equal(tooLarge.json().message, 'Picture too large. Max picture size 5mb.');
  });

  it('is closed to members and to the other club', async () => {
    const member = await userToken(app, demoId, 'member@demo.club');
    const nord = await userToken(app, await orgId(app, 'nord'), 'admin@nord.club');
    for (const token of [member, nord]) {
      assert.equal((await app.inject({ url: base(), headers: bearer(token) })).statusCode, 403);
      const upload = multipart(Buffer.from('x'));
      const post = await app.inject({
        method: 'POST',
        url: `${base()}/generic`,
        headers: { ...bearer(token), ...upload.headers },
        payload: upload.payload,
      });
      assert.equal(post.statusCode, 403);
    }
  });
});
