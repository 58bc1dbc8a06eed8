import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';

interface Item {
  id: string;
  href: string;
  name: string;
  labels: string[];
  focus: { x: number; y: number };
}

function multipart(data: Buffer) {
  const boundary = '----library-edit-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('multimedia library: rename, focal point, delete', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  let homeId: string;
  const library = (org = demoId) => `/api/multimedia-service/organizations/${org}/multimedia`;
  const content = (path: string) => `/api/content-service/organizations/${demoId}${path}`;

  async function upload(query = ''): Promise<Item> {
    const jpeg = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#36a' } })
      .jpeg()
      .toBuffer();
    const body = multipart(jpeg);
    const response = await app.inject({
      method: 'POST',
      url: `${library()}/generic${query}`,
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  }
  const patch = (id: string, payload: object, token = admin, org = demoId) =>
    app.inject({ method: 'PATCH', url: `${library(org)}/${id}`, headers: bearer(token), payload });
  const remove = (id: string, lang = 'de', token = admin, org = demoId) =>
    app.inject({
      method: 'DELETE',
      url: `${library(org)}/${id}`,
      headers: { ...bearer(token), 'accept-language': lang },
    });
  const listed = async (labels = ''): Promise<Item[]> =>
    (await app.inject({ url: `${library()}?labels=${encodeURIComponent(labels)}`, headers: bearer(admin) })).json();

  async function showOnHome(href: string): Promise<void> {
    const visitor = await visitorToken(app, demoId);
    const home: ContentPage = (
      await app.inject({ url: content(`/content/${homeId}`), headers: bearer(visitor) })
    ).json();
    const carousel = home.templates.find((t: Template) => t.type === 'CARROUSEL')!;
    carousel.elements[0]!.values.find((v) => v.field?.type === 'PHOTO')!.value = href;
    const saved = await app.inject({ method: 'PUT', url: content('/content'), headers: bearer(admin), payload: home });
    assert.equal(saved.statusCode, 200, saved.body);
  }

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    demoId = await orgId(app);
    admin = await userToken(app, demoId, 'admin@demo.club');
    const visitor = await visitorToken(app, demoId);
    const menus = (await app.inject({ url: content('/menu/main'), headers: bearer(visitor) })).json();
    homeId = menus.find((m: { path: string }) => m.path === '/home').contentId;
  });
  after(() => app.close());

  it('names an upload, renames it and changes its labels; the search finds it by its name', async () => {
    const item = await upload('?name=Sommerfest%20Zelt');
    assert.equal(item.name, 'Sommerfest Zelt');
    assert.deepEqual(item.focus, { x: 0.5, y: 0.5 });
    const renamed = await patch(item.id, { name: '  Vereinsheim bei Nacht ', labels: ['Verein', 'Nacht'] });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().name, 'Vereinsheim bei Nacht');
    assert.deepEqual(renamed.json().labels, ['verein', 'nacht']);
    assert.deepEqual(
      (await listed('vereinsheim')).map((found) => found.id),
      [item.id],
    );
    assert.equal((await listed('sommerfest')).length, 0, 'the old name is gone');
    assert.equal((await patch(item.id, { name: 'x'.repeat(81) })).statusCode, 400);
  });

  it('keeps a focal point between 0 and 1 and hands it to the pages that show the picture', async () => {
    const item = await upload();
    for (const focus of [{ x: 1.5, y: 0.5 }, { x: 0.5, y: -0.1 }, { x: 'links', y: 0.5 }, { x: 0.3 }]) {
      const refused = await patch(item.id, { focus });
      assert.equal(refused.statusCode, 400, `${JSON.stringify(focus)}: ${refused.body}`);
    }
    assert.deepEqual((await patch(item.id, { focus: { x: 0, y: 1 } })).json().focus, { x: 0, y: 1 });
    const moved = await patch(item.id, { focus: { x: 0.25, y: 0.75 } });
    assert.deepEqual(moved.json().focus, { x: 0.25, y: 0.75 });
    await showOnHome(item.href);
    const visitor = await visitorToken(app, demoId);
    const page: ContentPage = (
      await app.inject({ url: content(`/content/${homeId}`), headers: bearer(visitor) })
    ).json();
    assert.deepEqual(page.media?.[item.href]?.focus, { x: 0.25, y: 0.75 });
    // Moving it again reaches the (cached) published page at once.
    await patch(item.id, { focus: { x: 0.9, y: 0.1 } });
    const again: ContentPage = (
      await app.inject({ url: content(`/content/${homeId}`), headers: bearer(visitor) })
    ).json();
    assert.deepEqual(again.media?.[item.href]?.focus, { x: 0.9, y: 0.1 });
  });

  it('refuses to delete a picture a page shows, naming the page in the caller’s language', async () => {
    const item = await upload('?name=Startbild');
    await showOnHome(item.href);
    const german = await remove(item.id, 'de');
    assert.equal(german.statusCode, 409, german.body);
    assert.equal(german.json().code, 'MEDIA_IN_USE');
    assert.match(german.json().message, /^Dieses Bild wird noch hier gezeigt: .*'Startseite'/);
    assert.equal(german.json().title, 'Bild wird verwendet');
    const english = await remove(item.id, 'en');
    assert.match(english.json().message, /^This picture is still shown on .*'Home'/);
    assert.ok(
      (await listed()).some((found) => found.id === item.id),
      'it stays in the library',
    );

    const logo = (await listed('logo')).find((found) => found.href.endsWith('/logo.svg'));
    if (logo) assert.match((await remove(logo.id, 'en')).json().message, /'Footer'/);
  });

  it('deletes a picture no page shows; it is gone from the library and a second delete is 404', async () => {
    const item = await upload('?name=Fehlgriff');
    const deleted = await remove(item.id);
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.ok(!(await listed()).some((found) => found.id === item.id));
    const again = await remove(item.id, 'en');
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, 'This picture is not in the library.');
    assert.equal((await patch(item.id, { name: 'x' })).statusCode, 404);
  });

  it('is closed to members, and another club reaches neither the route nor the picture', async () => {
    const item = await upload();
    const member = await userToken(app, demoId, 'member@demo.club');
    const nordId = await orgId(app, 'nord');
    const nordAdmin = await userToken(app, nordId, 'admin@nord.club');
    for (const token of [member, nordAdmin]) {
      assert.equal((await patch(item.id, { name: 'x' }, token)).statusCode, 403);
      assert.equal((await remove(item.id, 'en', token)).statusCode, 403);
    }
    // Through its own organization's address the other club finds no such picture.
    assert.equal((await patch(item.id, { name: 'x' }, nordAdmin, nordId)).statusCode, 404);
    assert.equal((await remove(item.id, 'en', nordAdmin, nordId)).statusCode, 404);
    assert.ok((await listed()).some((found) => found.id === item.id && found.name === ''));
  });
});
