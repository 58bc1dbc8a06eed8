import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, visitorToken } from '../../testing/test-helpers.js';

describe('news-service', () => {
  let app: FastifyInstance;
  let demoId: string;
  let token: string;
  before(async () => {
    app = await buildTestApp();
    demoId = await orgId(app);
    token = await visitorToken(app, demoId);
  });
  after(() => app.close());

  const list = (query: string, lang?: string) =>
    app.inject({
      url: `/api/news-service/organizations/${demoId}/news${query}`,
      headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
    });

  it('pages the news newest first', async () => {
    const first = (await list('?page=0&size=3')).json();
    assert.equal(first.totalElements, 7);
    assert.equal(first.totalPages, 3);
    assert.equal(first.content.length, 3);
    const all = [
      ...first.content,
      ...(await list('?page=1&size=3')).json().content,
      ...(await list('?page=2&size=3')).json().content,
    ];
    assert.equal(all.length, 7);
    assert.equal(new Set(all.map((n: { newsId: string }) => n.newsId)).size, 7);
    const dates = all.map((n: { publishedAt: string }) => n.publishedAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const blocks = JSON.parse(all[0].content).blocks;
    assert.equal(blocks[0].type, 'paragraph');
  });

  it('localises headline and category', async () => {
    const de = (await list('?page=0&size=1')).json().content[0];
    const en = (await list('?page=0&size=1', 'en')).json().content[0];
    assert.equal(de.newsId, en.newsId);
    assert.equal(de.category, 'news;Verein');
    assert.equal(en.category, 'news;Club');
  });

  it('returns one item and 404 for an unknown id', async () => {
    const first = (await list('?page=0&size=1')).json().content[0];
    const one = await app.inject({
      url: `/api/news-service/organizations/${demoId}/news/${first.newsId}`,
      headers: bearer(token),
    });
    assert.equal(one.json().headline, first.headline);
    const none = await app.inject({
      url: `/api/news-service/organizations/${demoId}/news/00000000-0000-4000-8000-000000000000`,
      headers: bearer(token),
    });
    assert.equal(none.statusCode, 404);
  });

  it('rejects a page size over 100', async () => {
    assert.equal((await list('?size=500')).statusCode, 400);
  });
});
