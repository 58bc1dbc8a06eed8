import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, NewsItem, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';
import { invalidationOf } from '../../testing/cache-invalidation.js';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();

function multipart(data: Buffer) {
  const boundary = '----page-media-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const pictureValue = (template: Template, element: number) =>
  template.elements[element]!.values.find((v) => v.field?.type === 'PHOTO')!;

describe('picture sizes on the pages that show them', () => {
  let app: FastifyInstance;
  let demoId: string;
  let nordId: string;
  let admin: string;
  let visitor: string;
  let homeId: string;
  const content = (path: string) => `/api/content-service/organizations/${demoId}${path}`;

  async function upload(organizationId: string, token: string, width: number, height: number): Promise<string> {
    const body = multipart(await jpeg(width, height));
    const response = await app.inject({
      method: 'POST',
      url: `/api/multimedia-service/organizations/${organizationId}/multimedia/generic`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().href;
  }

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    demoId = await orgId(app);
    nordId = await orgId(app, 'nord');
    admin = await userToken(app, demoId, 'admin@demo.club');
    visitor = await visitorToken(app, demoId);
    const menus = (await app.inject({ url: content('/menu/main'), headers: bearer(visitor) })).json();
    homeId = menus.find((m: { path: string }) => m.path === '/home').contentId;
  });
  after(() => app.close());

  it("answers a page with the srcset, width and height of its uploaded pictures, never another club's", async () => {
    const ours = await upload(demoId, admin, 1400, 700);
    const theirs = await upload(nordId, await userToken(app, nordId, 'admin@nord.club'), 900, 900);
    const home: ContentPage = (
      await app.inject({ url: content(`/content/${homeId}`), headers: bearer(visitor) })
    ).json();
    const carousel = home.templates.find((t) => t.type === 'CARROUSEL')!;
    assert.ok(carousel.elements.length >= 3, 'the demo carousel has three slides');
    const seedPicture = pictureValue(carousel, 2).value;
    pictureValue(carousel, 0).value = ours;
    // A crafted value pointing at the other club's upload: its sizes stay with that club.
    pictureValue(carousel, 1).value = theirs;
    const saved = await app.inject({
      method: 'PUT',
      url: content('/content'),
      headers: bearer(admin),
      payload: { ...home, version: home.version },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().media[ours]?.width, 1400, 'the save answers with the sizes too');

    const page: ContentPage = (
      await app.inject({ url: content(`/content/${homeId}`), headers: bearer(visitor) })
    ).json();
    assert.deepEqual(Object.keys(page.media ?? {}), [ours]);
    const sizes = page.media![ours]!;
    assert.equal(sizes.width, 1400);
    assert.equal(sizes.height, 700);
    assert.deepEqual(
      sizes.srcset.split(', ').map((candidate) => candidate.split(' ')[1]),
      ['320w', '640w', '960w', '1280w', '1400w'],
    );
    assert.ok(sizes.srcset.split(', ').every((candidate) => /\.webp \d+w$/.test(candidate)));
    assert.match(seedPicture, /\.svg$/, 'the demo pictures have no sizes and are left out');

    const found: ContentPage[] = (
      await app.inject({ method: 'POST', url: content('/content/search'), headers: bearer(visitor), payload: {} })
    ).json();
    assert.deepEqual(found.find((p) => p.id === homeId)!.media, { [ours]: sizes });
    assert.ok(found.filter((p) => p.id !== homeId).every((p) => !p.media?.[ours]));
  });

  it("answers news items with their uploaded pictures' sizes", async () => {
    const picture = await upload(demoId, admin, 1000, 500);
    // News has no write route yet: the newest item gets the upload as a news editor would store it.
    const news = (url: string) =>
      app.inject({ url: `/api/news-service/organizations/${demoId}/news${url}`, headers: bearer(visitor) });
    const newest: NewsItem = (await news('?page=0&size=1')).json().content[0];
    // A write straight to the database reaches the published cache by its NOTIFY, which
    // PostgreSQL delivers after the commit: wait for it as another replica would.
    const invalidated = invalidationOf(app, demoId);
    await app.db
      .updateTable('news')
      .set({ media: [picture, ...newest.media] })
      .where('id', '=', newest.newsId)
      .execute();
    await invalidated;
    const listed: NewsItem = (await news('?page=0&size=1')).json().content[0];
    assert.deepEqual(Object.keys(listed.mediaSizes ?? {}), [picture]);
    assert.equal(listed.mediaSizes![picture]!.height, 500);
    const one: NewsItem = (await news(`/${newest.newsId}`)).json();
    assert.deepEqual(one.mediaSizes, listed.mediaSizes);
  });
});
