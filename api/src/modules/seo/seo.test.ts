import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap.xml and robots.txt', () => {
  let app: FastifyInstance;
  let demoId: string;
  let nordId: string;
  const sitemap = (host: string, headers: Record<string, string> = {}) =>
    app.inject({ url: '/sitemap.xml', headers: { host, ...headers } });
  const news = async (organizationId: string) => {
    const token = await visitorToken(app, organizationId);
    const page = await app.inject({
      url: `/api/news-service/organizations/${organizationId}/news?size=100`,
      headers: bearer(token),
    });
    return page.json<{ content: Array<{ newsId: string; publishedAt: string }> }>().content;
  };

  before(async () => {
    // No configured origin: each club's links use its loopback name on the server's port.
    app = await buildTestApp({ port: 8080 });
    demoId = await orgId(app, 'demo');
    nordId = await orgId(app, 'nord');
  });
  after(() => app.close());

  it("lists the host organization's pages, news and app routes as absolute URLs with lastmod", async () => {
    const response = await sitemap('localhost:8080');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/xml/);
    assert.match(
      response.body,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(response.body);
    for (const path of ['/', '/news', '/training', '/who-we-are']) {
      assert.ok(urls.includes(`http://localhost:8080${path}`), `${path} in ${urls.join(' ')}`);
    }
    const items = await news(demoId);
    assert.ok(items.length > 0);
    for (const item of items) assert.ok(urls.includes(`http://localhost:8080/news/${item.newsId}`));
    assert.equal(new Set(urls).size, urls.length, 'each URL once');
    assert.ok(!urls.some((url) => /\/(members|my-data|applications)/.test(url)));
    const newest = items[0]!;
    assert.match(
      response.body,
      new RegExp(
        `<loc>http://localhost:8080/news/${newest.newsId}</loc>\\n    <lastmod>${newest.publishedAt}</lastmod>`,
      ),
    );
    assert.match(response.body, /<loc>http:\/\/localhost:8080\/<\/loc>\n {4}<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it("gives the second organization's host only its own pages", async () => {
    const demo = locs((await sitemap('demo.localhost')).body).map((url) => new URL(url).pathname);
    const response = await sitemap('nord.localhost:8080');
    assert.equal(response.statusCode, 200);
    const nord = locs(response.body);
    assert.ok(nord.every((url) => url.startsWith('http://nord.localhost:8080/')));
    const nordNews = await news(nordId);
    for (const item of nordNews) assert.ok(nord.includes(`http://nord.localhost:8080/news/${item.newsId}`));
    for (const item of await news(demoId)) {
      assert.ok(!nord.some((url) => url.endsWith(item.newsId)), "no news of demo in nord's sitemap");
    }
    const nordPaths = nord.map((url) => new URL(url).pathname);
    assert.notDeepEqual(nordPaths, demo, 'another set of pages');
    assert.equal((await sitemap('unknown-club.example.org')).statusCode, 404);
  });

  it('answers 304 for a current ETag and changes once an admin adds a page', async () => {
    const first = await sitemap('localhost');
    const etag = String(first.headers.etag);
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.equal((await sitemap('localhost', { 'if-none-match': etag })).statusCode, 304);

    const admin = await userToken(app, demoId, 'admin@demo.club');
    const visitor = await visitorToken(app, demoId);
    const menus = (
      await app.inject({ url: `/api/content-service/organizations/${demoId}/menu/main`, headers: bearer(visitor) })
    ).json<MenuItem[]>();
    const header = menus.find((m) => m.path === '/header')!;
    const created = await app.inject({
      method: 'POST',
      url: `/api/content-service/organizations/${demoId}/content`,
      headers: bearer(admin),
      payload: { name: 'Jugendabteilung', templates: [], menuDto: { name: 'Jugendabteilung', parentId: header.id } },
    });
    assert.equal(created.statusCode, 200, created.body);
    const pageId = created.json<ContentPage>().id;
    const menusAfter = (
      await app.inject({ url: `/api/content-service/organizations/${demoId}/menu/main`, headers: bearer(visitor) })
    ).json<MenuItem[]>();
    const path = menusAfter.find((m) => m.path === '/header')!.children.find((c) => c.contentId === pageId)?.path;
    assert.ok(path, 'the new page has a menu item');
    const after = await sitemap('localhost', { 'if-none-match': etag });
    assert.equal(after.statusCode, 200);
    assert.ok(locs(after.body).includes(`http://localhost:8080${path.replace(/^\/header/, '')}`), after.body);
  });

  it('robots.txt allows all, keeps crawlers out of member areas and names the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt', headers: { host: 'nord.localhost:8080' } });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain/);
    const lines = response.body.split('\n');
    assert.ok(lines.includes('User-agent: *'));
    for (const path of ['/members', '/my-data', '/applications']) assert.ok(lines.includes(`Disallow: ${path}`));
    assert.ok(lines.includes('Sitemap: http://nord.localhost:8080/sitemap.xml'));
    const again = await app.inject({
      url: '/robots.txt',
      headers: { host: 'nord.localhost:8080', 'if-none-match': String(response.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });
});
