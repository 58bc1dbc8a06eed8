import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';
import { ImageQueue } from './image-queue.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

function form(data: Buffer, token: string) {
  const boundary = '----club-limits';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('picture limits', () => {
  let app: FastifyInstance;
  let org: string;
  let memberToken: string;
  let adminToken: string;
  let memberUrl: string;
  before(async () => {
    app = await buildTestApp({ uploadRateLimit: { max: 3, timeWindowMs: 60_000 } });
    org = await orgId(app);
    memberToken = await userToken(app, org, 'member@demo.club');
    adminToken = await userToken(app, org, 'admin@demo.club');
    const member = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'member@demo.club')
      .executeTakeFirstOrThrow();
    memberUrl = `/api/multimedia-service/organizations/${org}/users/${member.id}`;
  });
  after(() => app.close());

  it('refuses a 16000 x 16000 PNG bomb from its header, in well under a second, with the limit', async () => {
    // 256 megapixels of one colour: under 1 MB as PNG, about 1 GB once decoded.
    const bomb = await solid(16_000, 16_000).png({ compressionLevel: 9 }).toBuffer();
    assert.ok(bomb.length < 5_000_000);
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: memberUrl, ...form(bomb, memberToken) });
    const elapsed = performance.now() - started;
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().code, 'PICTURE_TOO_MANY_PIXELS');
    // No language asked for: German, the club's language (issue 26).
    assert.match(response.json().message, /16000 x 16000 Pixel\. Höchstens 40 Megapixel/);
    assert.ok(elapsed < 1_000, `took ${elapsed} ms`);
  });

  it('keeps no size wider than the widest the site serves (1920 px), the fallback included', async () => {
    const photo = await solid(4000, 3000).jpeg().toBuffer();
    const response = await app.inject({
      method: 'POST',
      url: `/api/multimedia-service/organizations/${org}/multimedia/generic`,
      ...form(photo, adminToken),
    });
    assert.equal(response.statusCode, 200, response.body);
    const stored = response.json();
    const widths = stored.srcset.split(', ').map((entry: string) => entry.split(' ')[1]);
    assert.deepEqual(widths, ['320w', '640w', '960w', '1280w', '1920w']);
    const original = await app.inject({ url: stored.href });
    const meta = await sharp(original.rawPayload).metadata();
    assert.equal(meta.width, 1920);
    assert.equal(meta.height, 1440);
  });

  it('limits uploads per person: the fourth within the window answers 429 with a clear text', async () => {
    const small = await solid(64, 64).png().toBuffer();
    const other = await userToken(app, org, 'coach@demo.club');
    // The bomb above already counted once for the member.
    for (let i = 0; i < 2; i++) {
      const ok = await app.inject({ method: 'POST', url: memberUrl, ...form(small, memberToken) });
      assert.equal(ok.statusCode, 200, ok.body);
    }
    const refused = await app.inject({ method: 'POST', url: memberUrl, ...form(small, memberToken) });
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'TOO_MANY_UPLOADS');
    assert.match(refused.json().message, /höchstens 3 in 1 Minuten/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // Someone else's uploads are counted apart (here refused for a foreign profile, not for the limit).
    const foreign = await app.inject({ method: 'POST', url: memberUrl, ...form(small, other) });
    assert.equal(foreign.statusCode, 403);
  });
});

describe('ImageQueue', () => {
  it('runs at most `concurrency` tasks at once and refuses beyond the waiting room with 503', async () => {
    const queue = new ImageQueue(2, 1);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      queue.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const first = [task(), task(), task()];
    await assert.rejects(task(), (error: { statusCode?: number; code?: string }) => {
      assert.equal(error.statusCode, 503);
      assert.equal(error.code, 'IMAGE_QUEUE_FULL');
      return true;
    });
    assert.equal(queue.active, 2);
    while (releases.length < 2) await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
    while (releases.length < 2) await new Promise((resolve) => setImmediate(resolve));
    releases.splice(0).forEach((release) => release());
    await Promise.all(first);
    assert.equal(peak, 2);
    assert.equal(queue.active, 0);
  });
});
