import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../testing/test-helpers.js';

describe('the installable app: manifest, icons, service worker', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ port: 8080 });
  });
  after(() => app.close());

  it("serves the host club's web app manifest with every field an install needs", async () => {
    const response = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'localhost:8080' } });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/manifest\+json/);
    const manifest = response.json<Record<string, unknown>>();
    assert.equal(manifest.name, 'TSV Grünwald 1897 e.V.');
    assert.ok(typeof manifest.short_name === 'string' && manifest.short_name.length <= 12, String(manifest.short_name));
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/?source=app');
    assert.equal(manifest.scope, '/');
    assert.equal(manifest.lang, 'de');
    assert.match(String(manifest.theme_color), /^#[0-9a-f]{6}$/);
    assert.match(String(manifest.background_color), /^#[0-9a-f]{6}$/);
    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
    for (const size of ['192x192', '512x512']) {
      assert.ok(icons.some((icon) => icon.sizes === size && icon.purpose === 'any' && icon.type === 'image/png'));
      assert.ok(icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable'));
    }
    const english = await app.inject({
      url: '/manifest.webmanifest',
      headers: { host: 'localhost:8080', 'accept-language': 'en' },
    });
    assert.equal(english.json<{ lang: string }>().lang, 'en');
  });

  it('names the other club on its host, and no club on an unknown one', async () => {
    const nord = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'nord.localhost:8080' } });
    assert.equal(nord.statusCode, 200);
    assert.notEqual(nord.json<{ name: string }>().name, 'TSV Grünwald 1897 e.V.');
    const unknown = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'nobody.localhost:8080' } });
    assert.equal(unknown.statusCode, 404);
  });

  it('renders square PNG icons of 192 and 512 px from the club logo', async () => {
    for (const size of [192, 512]) {
      const response = await app.inject({ url: `/app-icon-${size}.png`, headers: { host: 'localhost:8080' } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/png');
      const info = await sharp(response.rawPayload).metadata();
      assert.deepEqual([info.format, info.width, info.height], ['png', size, size]);
      // The demo club has a logo (its footer's picture): on white, not the generated initials.
      const corner = await sharp(response.rawPayload)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer();
      assert.deepEqual([...corner.subarray(0, 3)], [255, 255, 255]);
    }
  });

  it('serves the service worker at the root scope and the CSP lets it run', async () => {
    const response = await app.inject({ url: '/sw.js', headers: { host: 'localhost:8080' } });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/javascript/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(response.body, /addEventListener\('fetch'/);
    assert.match(response.body, /request\.method !== 'GET'/);
    assert.ok(response.body.length < 6000, `sw.js is ${response.body.length} bytes`);
    // "Meine Kurse" offline: the member's courses and their event sign-ups are kept, the export
    // of an event's sign-ups (an organiser's CSV) is not.
    const kept = new RegExp(/const API = \/(.*)\/;/.exec(response.body)![1]!);
    const demo = '/api/events-service/organizations/o1';
    assert.ok(kept.test(`${demo}/users/u1/event-sign-ups`));
    assert.ok(kept.test('/api/orders-service/organizations/o1/users/u1/orders'));
    assert.ok(!kept.test(`${demo}/users/u1/event-sign-ups/e1`));
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /worker-src 'self'/);
    assert.match(csp, /manifest-src 'self'/);
  });
});
