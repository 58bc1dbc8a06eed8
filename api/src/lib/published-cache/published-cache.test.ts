import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ContentPage, MenuItem, Template } from '@club/shared/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';
import { invalidationOf } from '../../testing/cache-invalidation.js';

type Page = ContentPage & { version: number };

describe('published content from the cache: ETag, 304 and invalidation by every save', () => {
  let app: FastifyInstance;
  let demoId: string;
  let nordId: string;
  let visitor: string;
  let admin: string;
  let nordAdmin: string;
  let homeId: string;
  let menus: MenuItem[];

  const get = (path: string, headers: Record<string, string> = {}, org = demoId, token = visitor) =>
    app.inject({ url: `/api/${path.replace(':org', org)}`, headers: { ...bearer(token), ...headers } });
  const content = (id: string, headers: Record<string, string> = {}) =>
    get(`content-service/organizations/:org/content/${id}`, headers);
  const write = (method: 'PUT' | 'POST', path: string, payload: unknown, org = demoId, token = admin) =>
    app.inject({
      method,
      url: `/api/content-service/organizations/${org}${path}`,
      headers: bearer(token),
      payload: payload as object,
    });
  const etagOf = (response: LightMyRequestResponse) => String(response.headers.etag);
  const titleOf = (template: Template) => template.elements[0]!.values.find((v) => v.field?.name === 'title')!;

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    demoId = await orgId(app, 'demo');
    nordId = await orgId(app, 'nord');
    visitor = await visitorToken(app, demoId);
    admin = await userToken(app, demoId, 'admin@demo.club');
    nordAdmin = await userToken(app, nordId, 'admin@nord.club');
    menus = (await get('content-service/organizations/:org/menu/main')).json();
    homeId = menus.find((m) => m.path === '/home')!.contentId!;
  });
  after(() => app.close());

  it('answers a second visitor with the same ETag, no-cache, and 304 without a body for If-None-Match', async () => {
    const first = await content(homeId);
    const second = await content(homeId);
    assert.equal(first.statusCode, 200);
    assert.match(etagOf(first), /^"[A-Za-z0-9_-]{20,}"$/, 'a strong ETag');
    assert.equal(etagOf(second), etagOf(first));
    assert.equal(second.body, first.body);
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.match(String(first.headers['content-type']), /^application\/json/);

    const revalidated = await content(homeId, { 'if-none-match': etagOf(first) });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.body, '');
    assert.equal(etagOf(revalidated), etagOf(first));
    const weakToo = await content(homeId, { 'if-none-match': `"other", W/${etagOf(first)}` });
    assert.equal(weakToo.statusCode, 304);
    const stale = await content(homeId, { 'if-none-match': '"not-the-current-one"' });
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.body, first.body);
  });

  it('sends brotli or gzip compressed once per body, each with its own tag, and 304 for any of them', async () => {
    const plain = await content(homeId);
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1.0, br;q=0', 'gzip'],
    ] as const) {
      const compressed = await content(homeId, { 'accept-encoding': acceptEncoding });
      assert.equal(compressed.headers['content-encoding'], encoding);
      assert.match(String(compressed.headers.vary), /Accept-Encoding/i);
      assert.match(String(compressed.headers.vary), /Accept-Language/i);
      const bytes = compressed.rawPayload;
      assert.ok(bytes.length < plain.rawPayload.length / 3, `${encoding}: ${bytes.length} bytes`);
      const unpacked = encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
      assert.equal(unpacked.toString(), plain.body);
      assert.notEqual(etagOf(compressed), etagOf(plain));
      const again = await content(homeId, { 'accept-encoding': acceptEncoding, 'if-none-match': etagOf(compressed) });
      assert.equal(again.statusCode, 304);
    }
    assert.equal((await content(homeId, { 'accept-encoding': 'identity' })).headers['content-encoding'], undefined);
  });

  it('keys by language: English and German answers differ and each revalidates', async () => {
    const de = await content(homeId, { 'accept-language': 'de' });
    const en = await content(homeId, { 'accept-language': 'en' });
    assert.notEqual(etagOf(de), etagOf(en));
    assert.notEqual(de.body, en.body);
    const enAgain = await content(homeId, { 'accept-language': 'en', 'if-none-match': etagOf(en) });
    assert.equal(enAgain.statusCode, 304);
    const deWithEnglishTag = await content(homeId, { 'accept-language': 'de', 'if-none-match': etagOf(en) });
    assert.equal(deWithEnglishTag.statusCode, 200);
  });

  it('serves menus and news with ETags and 304 as well', async () => {
    for (const path of [
      'content-service/organizations/:org/menu/main',
      'content-service/organizations/:org/menu/header',
      'content-service/organizations/:org/menu/getByPath?path=%2Fheader%2Fwho-we-are',
      'news-service/organizations/:org/news?page=0&size=3',
    ]) {
      const first = await get(path);
      assert.equal(first.statusCode, 200, path);
      const again = await get(path, { 'if-none-match': etagOf(first) });
      assert.equal(again.statusCode, 304, path);
    }
    const newsId = (await get('news-service/organizations/:org/news?size=1')).json().content[0].newsId as string;
    const item = await get(`news-service/organizations/:org/news/${newsId}`);
    assert.equal(
      (await get(`news-service/organizations/:org/news/${newsId}`, { 'if-none-match': etagOf(item) })).statusCode,
      304,
    );
  });

  it('gives an editor the same published answer as a visitor (nothing caller-specific is cached)', async () => {
    const asVisitor = await content(homeId);
    const asEditor = await get(`content-service/organizations/:org/content/${homeId}`, {}, demoId, admin);
    assert.equal(asEditor.body, asVisitor.body);
  });

  it('shows a saved page to the next visitor with a new ETag (content PUT)', async () => {
    const before = await content(homeId);
    const page = before.json<Page>();
    titleOf(page.templates.find((t) => t.type === 'CARROUSEL')!).value = 'Neues Vereinsheim eröffnet';
    const saved = await write('PUT', '/content', { ...page, version: page.version });
    assert.equal(saved.statusCode, 200, saved.body);
    const after = await content(homeId, { 'if-none-match': etagOf(before) });
    assert.equal(after.statusCode, 200, 'the old ETag is no longer current');
    assert.notEqual(etagOf(after), etagOf(before));
    assert.equal(
      titleOf(after.json<Page>().templates.find((t) => t.type === 'CARROUSEL')!).value,
      'Neues Vereinsheim eröffnet',
    );
  });

  it('shows a template write to the next visitor (templates PUT)', async () => {
    const before = await content(homeId);
    const carousel = before.json<Page>().templates.find((t) => t.type === 'CARROUSEL')!;
    titleOf(carousel).value = 'Sommerfest am Samstag';
    assert.equal((await write('PUT', '/templates', carousel)).statusCode, 200);
    const after = await content(homeId);
    assert.notEqual(etagOf(after), etagOf(before));
    assert.equal(
      titleOf(after.json<Page>().templates.find((t) => t.type === 'CARROUSEL')!).value,
      'Sommerfest am Samstag',
    );
  });

  it('shows a renamed menu in menu/main and in the page that embeds it (menu PUT)', async () => {
    const who = menus.find((m) => m.path === '/header')!.children.find((c) => c.path === '/header/who-we-are')!;
    const mainBefore = await get('content-service/organizations/:org/menu/main');
    const pageBefore = await content(who.contentId!);
    const ownMenuId = pageBefore.json<Page>().menuId;
    assert.ok(ownMenuId);
    assert.equal((await write('PUT', '/menu', { id: ownMenuId, name: 'Über den Verein' })).statusCode, 200);
    const mainAfter = await get('content-service/organizations/:org/menu/main');
    const pageAfter = await content(who.contentId!);
    assert.notEqual(etagOf(mainAfter), etagOf(mainBefore));
    assert.notEqual(etagOf(pageAfter), etagOf(pageBefore));
    assert.equal(pageAfter.json<Page>().menu?.name, 'Über den Verein');
  });

  it('shows a revision restore to the next visitor', async () => {
    const before = await content(homeId);
    const revisions = (
      await app.inject({
        url: `/api/content-service/organizations/${demoId}/content/${homeId}/revisions`,
        headers: bearer(admin),
      })
    ).json<Array<{ id: string; version: number }>>();
    const oldest = revisions.at(-1)!;
    const restored = await write('POST', `/content/${homeId}/revisions/${oldest.id}/restore`, {
      version: before.json<Page>().version,
    });
    assert.equal(restored.statusCode, 200, restored.body);
    const after = await content(homeId);
    assert.notEqual(etagOf(after), etagOf(before));
    assert.equal(after.json<Page>().version, before.json<Page>().version + 1);
  });

  it('shows a scheduled publication once it is published (no request involved)', async () => {
    const before = await content(homeId);
    const page = before.json<Page>();
    titleOf(page.templates.find((t) => t.type === 'CARROUSEL')!).value = 'Zur geplanten Zeit';
    const scheduled = await write('PUT', `/content/${homeId}/schedule`, {
      name: page.name,
      templates: page.templates,
      version: page.version,
      publishAt: new Date(Date.now() + 60_000).toISOString(),
    });
    assert.equal(scheduled.statusCode, 200, scheduled.body);
    assert.equal((await content(homeId)).body, before.body, 'scheduling alone changes nothing');
    await app.db
      .updateTable('scheduled_publications')
      .set({ publish_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const invalidated = invalidationOf(app, demoId);
    assert.equal(await app.jobs.runNow('scheduled-publishing'), 1);
    await invalidated;
    const after = await content(homeId);
    assert.notEqual(etagOf(after), etagOf(before));
    assert.equal(
      titleOf(after.json<Page>().templates.find((t) => t.type === 'CARROUSEL')!).value,
      'Zur geplanten Zeit',
    );
  });

  it('shows a news item written to the database in the list at once (the table notifies)', async () => {
    const path = 'news-service/organizations/:org/news?page=0&size=10';
    const before = await get(path);
    const invalidated = invalidationOf(app, demoId);
    await app.db
      .insertInto('news')
      .values({
        organization_id: demoId,
        headline: JSON.stringify({ de: 'Neuer Kunstrasen', en: 'New artificial turf' }),
        category: JSON.stringify({ de: 'news;Verein', en: 'news;Club' }),
        published_at: new Date().toISOString(),
        media: [],
        content: JSON.stringify({ de: '{"blocks":[]}', en: '{"blocks":[]}' }),
      })
      .execute();
    await invalidated;
    const after = await get(path);
    assert.notEqual(etagOf(after), etagOf(before));
    assert.equal(after.json().content[0].headline, 'Neuer Kunstrasen');
    assert.equal(after.json().totalElements, before.json().totalElements + 1);
  });

  it("keeps organization A's entries when organization B's admin saves", async () => {
    const demoBefore = await content(homeId);
    const nordMenus = (await get('content-service/organizations/:org/menu/main', {}, nordId, nordAdmin)).json<
      MenuItem[]
    >();
    const nordHomeId = nordMenus.find((m) => m.path === '/home')!.contentId!;
    const nordPage = (
      await get(`content-service/organizations/:org/content/${nordHomeId}`, {}, nordId, nordAdmin)
    ).json<Page>();
    const invalidated = invalidationOf(app, nordId);
    const saved = await write('PUT', '/content', { ...nordPage, name: 'Nord Start' }, nordId, nordAdmin);
    assert.equal(saved.statusCode, 200, saved.body);
    await invalidated;
    const demoAfter = await content(homeId, { 'if-none-match': etagOf(demoBefore) });
    assert.equal(demoAfter.statusCode, 304, "A's cached page is still current");
    const nordAfter = await get(`content-service/organizations/:org/content/${nordHomeId}`, {}, nordId, nordAdmin);
    assert.equal(nordAfter.json<Page>().name, 'Nord Start');
  });

  it("never answers one organization's request from another's entries (the token's org decides)", async () => {
    const asDemo = await content(homeId);
    assert.equal(asDemo.statusCode, 200);
    const nordVisitor = await visitorToken(app, nordId);
    const crossed = await get(`content-service/organizations/:org/content/${homeId}`, {}, demoId, nordVisitor);
    assert.equal(crossed.statusCode, 403);
    const foreignId = await get(`content-service/organizations/:org/content/${homeId}`, {}, nordId, nordVisitor);
    assert.equal(foreignId.statusCode, 404, "demo's page id is unknown in nord");
  });
});
