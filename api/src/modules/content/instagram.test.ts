import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, visitorToken } from '../../testing/test-helpers.js';
import { instagramFeed } from './instagram-feed.js';

const goodToken = 'IGQV-good-secret-token';
const badToken = 'IGQV-expired-secret-token';
const slowToken = 'IGQV-slow-secret-token';
const brokenToken = 'IGQV-broken-secret-token';

const graphMedia = [
  {
    id: '1',
    media_type: 'IMAGE',
    media_url: 'https://cdn.example/1.jpg',
    permalink: 'https://www.instagram.com/p/1',
    caption: 'Match day',
  },
  {
    id: '2',
    media_type: 'VIDEO',
    media_url: 'https://cdn.example/2.mp4',
    thumbnail_url: 'https://cdn.example/2.jpg',
    permalink: 'https://www.instagram.com/p/2',
  },
  {
    id: '3',
    media_type: 'CAROUSEL_ALBUM',
    media_url: 'https://cdn.example/3.jpg',
    permalink: 'https://www.instagram.com/p/3',
    caption: 'Summer',
  },
];

/** A fake Instagram Graph API on a random local port that counts its hits. */
async function startFakeGraph() {
  const hits: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.test');
    hits.push(url);
    const token = url.searchParams.get('access_token');
    if (url.pathname !== '/me/media') {
      res.writeHead(404).end();
    } else if (token === goodToken) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: graphMedia, paging: {} }));
    } else if (token === slowToken) {
      // Never answers: the API's timeout must end the wait.
    } else if (token === brokenToken) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream trouble');
    } else {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } }),
        );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('content-service: Instagram feed', () => {
  let graph: Awaited<ReturnType<typeof startFakeGraph>>;
  let app: FastifyInstance;
  let demoId: string;
  let token: string;
  let clock = Date.now();
  const logs: string[] = [];
  const templates: Record<string, string> = {};

  const feed = (templateId: string, organizationId = demoId, bearerToken = token, language = 'en') =>
    app.inject({
      url: `/api/content-service/organizations/${organizationId}/instagram/${templateId}`,
      headers: { ...bearer(bearerToken), 'accept-language': language },
    });

  /** An INSTAGRAM template of the demo club holding the given token. */
  async function addTemplate(accessToken: string): Promise<string> {
    const tokenField = randomUUID();
    const urlField = randomUUID();
    const row = await app.db
      .insertInto('templates')
      .values({
        organization_id: demoId,
        content_id: null,
        position: 0,
        name: 'Instagram',
        type: 'INSTAGRAM',
        metadata: '{}',
        fields: JSON.stringify([
          { id: tokenField, name: 'accessToken', type: 'SHORT_TEXT', isMandatory: true },
          { id: urlField, name: 'instagramUrl', type: 'LINK', isMandatory: false },
        ]),
        elements: JSON.stringify([
          {
            id: randomUUID(),
            type: 'INSTAGRAM',
            values: [
              { id: randomUUID(), fieldId: tokenField, value: { de: accessToken, en: accessToken } },
              {
                id: randomUUID(),
                fieldId: urlField,
                value: { de: 'https://www.instagram.com/club', en: 'https://www.instagram.com/club' },
              },
            ],
          },
        ]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  before(async () => {
    graph = await startFakeGraph();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await buildApp(
      // 3 s: a busy CI machine answers even this local Graph server in more than 300 ms.
      testConfig({ instagramApiBaseUrl: graph.baseUrl, instagramTimeoutMs: 3_000, now: () => clock }),
      { logger: pino({ level: 'debug' }, sink) },
    );
    demoId = await orgId(app);
    token = await visitorToken(app, demoId);
    for (const [name, value] of Object.entries({
      good: goodToken,
      bad: badToken,
      slow: slowToken,
      broken: brokenToken,
    })) {
      templates[name] = await addTemplate(value);
    }
  });
  after(async () => {
    await app.close();
    await graph.close();
  });

  it('maps the Graph media to InstagramMedia (a video shows its thumbnail)', async () => {
    const response = await feed(templates.good!);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), [
      {
        id: '1',
        type: 'IMAGE',
        link: 'https://www.instagram.com/p/1',
        url: 'https://cdn.example/1.jpg',
        caption: 'Match day',
      },
      { id: '2', type: 'VIDEO', link: 'https://www.instagram.com/p/2', url: 'https://cdn.example/2.jpg', caption: '' },
      {
        id: '3',
        type: 'CAROUSEL_ALBUM',
        link: 'https://www.instagram.com/p/3',
        url: 'https://cdn.example/3.jpg',
        caption: 'Summer',
      },
    ]);
    const hit = graph.hits.at(-1)!;
    assert.equal(hit.pathname, '/me/media');
    assert.equal(hit.searchParams.get('fields'), 'id,media_type,media_url,permalink,caption,thumbnail_url');
    assert.equal(hit.searchParams.get('limit'), '12');
    assert.doesNotMatch(response.body, /secret-token/);
  });

  it('caches the feed per template for INSTAGRAM_CACHE_TTL_MS', async () => {
    const hitsBefore = graph.hits.length;
    assert.equal((await feed(templates.good!)).statusCode, 200);
    assert.equal((await feed(templates.good!)).statusCode, 200);
    assert.equal(graph.hits.length, hitsBefore, 'served from the cache');
    clock += 11 * 60_000;
    assert.equal((await feed(templates.good!)).statusCode, 200);
    assert.equal(graph.hits.length, hitsBefore + 1, 'fetched again after the TTL');
  });

  it("answers 400 'Token not valid' when Instagram refuses the token, without caching it", async () => {
    const hitsBefore = graph.hits.length;
    for (let i = 0; i < 2; i++) {
      const response = await feed(templates.bad!);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), {
        code: 'INSTAGRAM_TOKEN_INVALID',
        message: 'Token not valid',
        title: 'Instagram',
      });
    }
    const german = await feed(templates.bad!, demoId, token, 'de');
    assert.equal(german.json().message, 'Der Instagram-Zugangsschlüssel ist ungültig.');
    assert.equal(graph.hits.length, hitsBefore + 3);
  });

  it('answers 502 on a timeout and on a provider failure', async () => {
    for (const name of ['slow', 'broken']) {
      const response = await feed(templates[name]!);
      assert.equal(response.statusCode, 502, name);
      assert.equal(response.json().code, 'INSTAGRAM_UNAVAILABLE');
      assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message', 'title']);
      assert.doesNotMatch(response.body, /secret-token/);
    }
  });

  it('never writes a token into the logs', () => {
    assert.ok(logs.length > 0);
    assert.ok(logs.some((line) => line.includes('Instagram feed unavailable')));
    assert.doesNotMatch(logs.join('\n'), /secret-token/);
  });

  it("serves the demo club's seeded feed locally, without the network", async () => {
    const hitsBefore = graph.hits.length;
    const search = await app.inject({
      method: 'POST',
      url: `/api/content-service/organizations/${demoId}/content/search`,
      headers: bearer(token),
      payload: { templateType: 'INSTAGRAM' },
    });
    const template = search.json()[0].templates.find((t: { type: string }) => t.type === 'INSTAGRAM');
    const response = await feed(template.id);
    assert.equal(response.statusCode, 200);
    const media = response.json();
    assert.equal(media.length, 4);
    for (const item of media) {
      assert.match(item.url, /^\/api\/multimedia-service\/media\/.+\.svg$/);
      assert.equal(item.link, 'https://www.instagram.com/tsv.gruenwald.demo');
      assert.ok(item.caption.length > 0);
      assert.equal((await app.inject({ url: item.url })).statusCode, 200, item.url);
    }
    assert.equal(graph.hits.length, hitsBefore);
    assert.doesNotMatch(response.body, /demo-token/);
  });

  it('uses the local feed for every token with IMAGE_FEED=local', () => {
    const local = instagramFeed(testConfig({ imageFeed: 'local' }), pino({ level: 'silent' }));
    assert.equal(local.providerFor(goodToken).kind, 'local');
    const graphFeed = instagramFeed(testConfig(), pino({ level: 'silent' }));
    assert.equal(graphFeed.providerFor(goodToken).kind, 'graph');
    assert.equal(graphFeed.providerFor('demo-token').kind, 'local');
  });

  it('answers 404 for an unknown or non-Instagram template and 403 across organizations', async () => {
    assert.equal((await feed(randomUUID())).statusCode, 404);
    const other = await app.db
      .selectFrom('templates')
      .select('id')
      .where('type', '=', 'CARROUSEL')
      .executeTakeFirstOrThrow();
    assert.equal((await feed(other.id)).statusCode, 404);
    const nordId = await orgId(app, 'nord');
    const nordToken = await visitorToken(app, nordId);
    assert.equal((await feed(templates.good!, demoId, nordToken)).statusCode, 403);
    assert.equal((await feed(templates.good!, nordId, nordToken)).statusCode, 404, "nord cannot read demo's template");
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    assert.ok(doc.paths['/api/content-service/organizations/{orgId}/instagram/{templateId}']?.get);
  });
});
