import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { familyApplication } from '../testing/memberships-support.js';
import { bearer, buildTestApp, orgId, visitorToken } from '../testing/test-helpers.js';

const forged = 'club-verify.evil.example';

async function noticeLink(app: FastifyInstance, org: string, email: string, host: string): Promise<string> {
  const applied = await app.inject({
    method: 'POST',
    url: `/api/memberships-service/organizations/${org}/applications`,
    headers: { ...bearer(await visitorToken(app, org)), host },
    payload: familyApplication({ email }),
  });
  assert.equal(applied.statusCode, 201, applied.body);
  const notice = await app.db
    .selectFrom('outbox')
    .select('text_body')
    .where('template', '=', 'MEMBERSHIP_NOTICE')
    .where('reply_to', '=', email)
    .executeTakeFirstOrThrow();
  return /Review applications: (\S+)/.exec(notice.text_body)![1]!;
}

describe('hosts: links from configured origins, unknown hosts get a plain 404 (issue 22)', () => {
  let app: FastifyInstance;
  let org: string;
  before(async () => {
    app = await buildTestApp({ siteOrigins: ['https://demo.club.example'], port: 8080 });
    org = await orgId(app);
  });
  after(() => app.close());

  it("links the club's notification mail to the configured origin, whatever Host the form was posted with", async () => {
    assert.equal(
      await noticeLink(app, org, 'forged.host@example.org', forged),
      'https://demo.club.example/applications',
    );
  });

  it("answers a page or the login page on an unknown host with a plain 404 page, not the club's", async () => {
    for (const url of ['/', '/training', '/api/login?clientId=demo', '/sitemap.xml', '/api/set-password?token=x']) {
      const response = await app.inject({ url, headers: { host: forged } });
      assert.equal(response.statusCode, 404, url);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, /Page not found/);
      assert.doesNotMatch(response.body, /password|Passwort|<form/i);
    }
    const head = await app.inject({ method: 'HEAD', url: '/', headers: { host: forged } });
    assert.equal(head.statusCode, 404);
    // The API itself still answers there (JSON, no links from the Host).
    const api = await app.inject({
      url: '/api/organizations-service/organizations?name=demo',
      headers: { host: forged },
    });
    assert.equal(api.statusCode, 200);
  });

  it('serves the configured host and loopback names; an organization setting adds origins', async () => {
    const configured = await app.inject({ url: '/robots.txt', headers: { host: 'demo.club.example' } });
    assert.equal(configured.statusCode, 200);
    assert.match(configured.body, /Sitemap: https?:\/\/demo\.club\.example\/sitemap\.xml/);
    const loginHost = await app.inject({
      url: '/api/login?clientId=demo',
      headers: { host: 'demo-admin.club.example' },
    });
    assert.notEqual(loginHost.statusCode, 404, "the club's login host belongs with its site");
    const loopback = await app.inject({ url: '/robots.txt', headers: { host: 'demo.localhost:8080' } });
    assert.equal(loopback.statusCode, 200);
    const nord = 'https://nord.verein.example';
    const fresh = await buildTestApp({ siteOrigins: ['https://demo.club.example'] });
    try {
      await fresh.db
        .updateTable('organizations')
        .set({ public_origins: [nord] })
        .where('name', '=', 'nord')
        .execute();
      const robots = await fresh.inject({ url: '/robots.txt', headers: { host: 'nord.verein.example' } });
      assert.equal(robots.statusCode, 200);
      assert.match(robots.body, /Sitemap: https:\/\/nord\.verein\.example\/sitemap\.xml/);
    } finally {
      await fresh.close();
    }
  });
});

describe('hosts without configuration (development)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ port: 8080 });
  });
  after(() => app.close());

  it('never takes a link from a foreign Host: the mail links to the local address instead', async () => {
    const org = await orgId(app);
    assert.equal(await noticeLink(app, org, 'dev.forged@example.org', forged), 'http://localhost:8080/applications');
    // Not even a loopback Host: the link is the server's own address (set SITE_ORIGINS for another).
    assert.equal(
      await noticeLink(app, org, 'dev.local@example.org', 'demo.localhost:3000'),
      'http://localhost:8080/applications',
    );
  });
});
