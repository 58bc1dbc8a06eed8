import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../app.js';
import { orgId, testConfig } from '../../testing/test-helpers.js';
import { readImageUpload } from './upload.js';
import { storeImage } from './media-store.js';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

function multipart(field: string, filename: string, data: Buffer) {
  const boundary = '----club-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('media foundation', () => {
  let app: FastifyInstance;
  let demoId: string;
  before(async () => {
    app = await buildApp(testConfig(), {
      // A bare upload route: the product's upload routes (profile image, editor library) use the same calls.
      extraRoutes: async (api) => {
        api.post('/test-upload/:orgId', { config: { access: 'public' } }, async (request) => {
          const data = await readImageUpload(request);
          return storeImage(app.media, '/api', (request.params as { orgId: string }).orgId, data, app.imageQueue);
        });
      },
    });
    demoId = await orgId(app);
  });
  after(() => app.close());

  it('stores a picture in responsive WebP sizes plus a full-size fallback, served immutably', async () => {
    const upload = multipart('image', 'team.jpg', await picture(1000, 500));
    const response = await app.inject({ method: 'POST', url: `/api/test-upload/${demoId}`, ...upload });
    assert.equal(response.statusCode, 200);
    const stored = response.json();
    assert.equal(stored.width, 1000);
    assert.equal(stored.height, 500);
    assert.match(stored.href, new RegExp(`^/api/multimedia-service/files/${demoId}/[0-9a-f-]{36}/original\\.jpg$`));
    assert.deepEqual(
      stored.srcset.split(', ').map((entry: string) => entry.split(' ')[1]),
      ['320w', '640w', '960w', '1000w'],
    );
    const small = await app.inject({ url: stored.srcset.split(', ')[0].split(' ')[0] });
    assert.equal(small.statusCode, 200);
    assert.equal(small.headers['content-type'], 'image/webp');
    assert.match(String(small.headers['cache-control']), /immutable/);
    assert.equal((await sharp(small.rawPayload).metadata()).width, 320);
    const original = await app.inject({ url: stored.href });
    assert.equal(original.headers['content-type'], 'image/jpeg');
  });

  it('refuses a file that is not a picture, whatever its name says', async () => {
    const upload = multipart('image', 'holiday.jpg', Buffer.from('<svg onload="alert(1)"></svg>'));
    const response = await app.inject({ method: 'POST', url: `/api/test-upload/${demoId}`, ...upload });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'INVALID_IMAGE');
  });

  it('answers 413 with the spec message above 5,000,000 bytes', async () => {
    const upload = multipart('image', 'huge.jpg', Buffer.alloc(5_000_001, 1));
    const response = await app.inject({
      method: 'POST',
      url: `/api/test-upload/${demoId}`,
      ...upload,
      headers: { ...upload.headers, 'accept-language': 'en' },
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, 'Picture too large. Max picture size 5mb.');
  });

  it('answers 404 in the error shape for a picture that does not exist, and 400 for a crafted file name', async () => {
    const missing = await app.inject({
      url: `/api/multimedia-service/files/${demoId}/00000000-0000-4000-8000-000000000000/original.jpg`,
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'NOT_FOUND');
    const crafted = await app.inject({
      url: `/api/multimedia-service/files/${demoId}/00000000-0000-4000-8000-000000000000/..%2F..%2Fjwt-secret`,
    });
    assert.equal(crafted.statusCode, 400);
  });
});
