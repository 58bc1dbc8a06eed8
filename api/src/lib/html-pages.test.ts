import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-helpers.js';
import { prefersJson } from './html-pages.js';

const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const goneLinks = ['/api/set-password?token=no-such-token', `/api/auth-service/unlock?token=${'x'.repeat(40)}`];

describe('the HTML error pages under /api', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  it('tells JSON clients from browsers by their Accept header', () => {
    assert.equal(prefersJson('application/json'), true);
    assert.equal(prefersJson('application/problem+json, */*'), true);
    assert.equal(prefersJson(browser), false);
    assert.equal(prefersJson('application/json, text/html'), false);
    assert.equal(prefersJson(undefined), false);
  });

  for (const url of goneLinks) {
    it(`answers ${url.split('?')[0]} with the error shape to JSON clients and the page to browsers`, async () => {
      const json = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', 'accept-language': 'en' },
      });
      assert.equal(json.statusCode, 410);
      assert.match(String(json.headers['content-type']), /^application\/json/);
      assert.deepEqual(json.json(), {
        code: 'LINK_GONE',
        message: 'This link is invalid, was used already or has expired.',
        title: 'Link expired',
      });
      const german = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', 'accept-language': 'de' },
      });
      assert.equal(german.json<{ title: string }>().title, 'Link abgelaufen');
      const page = await app.inject({ method: 'GET', url, headers: { accept: browser } });
      assert.equal(page.statusCode, 410);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      assert.match(page.body, /<html/i);
    });
  }

  it('answers a refused password post with the error shape to JSON clients', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/set-password',
      headers: { accept: 'application/json' },
      payload: { token: 'no-such-token', password: 'short', repeat: 'short' },
    });
    assert.equal(response.statusCode, 410);
    assert.equal(response.json<{ code: string }>().code, 'LINK_GONE');
  });
});
