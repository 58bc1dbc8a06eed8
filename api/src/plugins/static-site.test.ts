import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-helpers.js';

describe('static site', () => {
  let app: FastifyInstance;
  let siteDir: string;
  before(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'club-site-'));
    mkdirSync(join(siteDir, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(siteDir, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(siteDir, 'shell', 'dist', 'main.1234.js'), 'console.log(1)');
    writeFileSync(join(siteDir, 'shell', 'dist', 'mf-stats.json'), '{"modules":[]}');
    writeFileSync(join(siteDir, 'shell', 'dist', '.env'), 'SECRET=1');
    mkdirSync(join(siteDir, 'shell', 'dist', 'server'));
    writeFileSync(join(siteDir, 'shell', 'dist', 'server', 'helper.js'), 'module.exports = 1');
    for (const name of ['mf-content', 'mf-training']) {
      mkdirSync(join(siteDir, name, 'dist', 'server'), { recursive: true });
      writeFileSync(join(siteDir, name, 'dist', 'server', 'remoteEntry.js'), 'module.exports = {}');
    }
    for (const name of ['mf-content', 'mf-training']) {
      mkdirSync(join(siteDir, name, 'dist'), { recursive: true });
      writeFileSync(join(siteDir, name, 'dist', 'mf-manifest.json'), JSON.stringify({ name }));
      writeFileSync(join(siteDir, name, 'dist', 'chunk.0a1b2c3d.js'), '1');
      writeFileSync(join(siteDir, name, 'dist', 'main.js'), 'console.log("standalone")');
      writeFileSync(join(siteDir, name, 'dist', 'big.4e5f6a7b.js'), 'const x = 1;\n'.repeat(500));
      writeFileSync(join(siteDir, name, 'dist', 'mf-stats.json'), '{"modules":[]}');
    }
    const emptyDir = join(siteDir, 'down');
    mkdirSync(emptyDir);
    app = await buildTestApp({ siteDir, remoteDirs: { 'mf-training': emptyDir }, loginUrl: null });
  });
  after(async () => {
    await app.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('lists the five remotes in remotes.json', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json()[0], { name: 'mf-content', entry: '/remotes/mf-content/mf-manifest.json' });
    assert.equal(response.json().length, 5);
  });

  it('serves site-config.json', async () => {
    assert.deepEqual((await app.inject({ url: '/site-config.json' })).json(), {
      apiBaseUrl: '/api',
      loginUrl: null,
      defaultOrganization: 'demo',
    });
  });

  it('serves a remote with CORS and the right caching', async () => {
    const manifest = await app.inject({ url: '/remotes/mf-content/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const chunk = await app.inject({ url: '/remotes/mf-content/chunk.0a1b2c3d.js' });
    assert.match(String(chunk.headers['cache-control']), /immutable/);
    // Entry files keep their names across builds: they must be revalidated.
    const entry = await app.inject({ url: '/remotes/mf-content/main.js' });
    assert.equal(entry.headers['cache-control'], 'no-cache');
  });

  it('compresses scripts for clients that accept gzip', async () => {
    const response = await app.inject({
      url: '/remotes/mf-content/big.4e5f6a7b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.ok(response.rawPayload.length < 7000, `compressed to ${response.rawPayload.length} bytes`);
  });

  it("serves a remote's Node build (the renderer fetches it) but not the shell's", async () => {
    const remote = await app.inject({ url: '/remotes/mf-content/server/remoteEntry.js' });
    assert.equal(remote.statusCode, 200);
    assert.equal(remote.headers['cache-control'], 'no-cache');
    assert.equal((await app.inject({ url: '/server/helper.js' })).statusCode, 404);
  });

  it('serves the REMOTE_DIR override instead of the dist directory', async () => {
    assert.equal((await app.inject({ url: '/remotes/mf-training/mf-manifest.json' })).statusCode, 404);
  });

  it('answers 404 for a remote without a dist directory', async () => {
    assert.equal((await app.inject({ url: '/remotes/mf-editor/mf-manifest.json' })).statusCode, 404);
  });

  it('falls back to index.html for page routes but not for /api', async () => {
    const page = await app.inject({ url: '/sports/ball-sports/football', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<title>shell<\/title>/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    const api = await app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().code, 'NOT_FOUND');
    assert.equal((await app.inject({ url: '/main.1234.js' })).body, 'console.log(1)');
  });

  it("answers GET and HEAD of a page with the page for curl's default headers; /api keeps JSON 404", async () => {
    // What `curl http://host/` sends: no text/html in Accept (issue 22: monitors, crawlers).
    const curl = { accept: '*/*', 'user-agent': 'curl/8.5.0' };
    for (const url of ['/', '/news', '/sports/ball-sports/football']) {
      const get = await app.inject({ url, headers: curl });
      assert.equal(get.statusCode, 200, url);
      assert.match(String(get.headers['content-type']), /^text\/html/);
      assert.match(get.body, /<title>shell<\/title>/);
      const head = await app.inject({ method: 'HEAD', url, headers: curl });
      assert.equal(head.statusCode, 200, `HEAD ${url}`);
      assert.match(String(head.headers['content-type']), /^text\/html/);
      assert.equal(head.body, '');
    }
    const noAccept = await app.inject({ url: '/training', headers: { 'user-agent': 'UptimeRobot/2.0' } });
    assert.equal(noAccept.statusCode, 200);
    const api = await app.inject({ url: '/api/unknown', headers: curl });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().code, 'NOT_FOUND');
    const apiHead = await app.inject({ method: 'HEAD', url: '/api/unknown', headers: curl });
    assert.equal(apiHead.statusCode, 404);
    assert.equal((await app.inject({ url: '/favicon-missing.ico', headers: curl })).statusCode, 404);
  });

  it('serves the seed media publicly', async () => {
    const logo = await app.inject({ url: '/api/multimedia-service/media/logo.svg' });
    assert.equal(logo.statusCode, 200);
    assert.match(String(logo.headers['content-type']), /svg/);
    assert.match(String(logo.headers['cache-control']), /max-age/);
  });

  it('uses REMOTES_JSON_FILE when set', async () => {
    const file = join(siteDir, 'remotes.json');
    writeFileSync(file, JSON.stringify([{ name: 'mf-content', entry: 'https://cdn.example/mf-manifest.json' }]));
    const other = await buildTestApp({ siteDir, remotesJsonFile: file });
    try {
      assert.equal(
        (await other.inject({ url: '/remotes.json' })).json()[0].entry,
        'https://cdn.example/mf-manifest.json',
      );
    } finally {
      await other.close();
    }
  });

  it('does not serve build statistics or dotfiles', async () => {
    for (const url of [
      '/remotes/mf-content/mf-stats.json',
      '/remotes/mf-content/x/../mf-stats.json',
      '/remotes/mf-content/MF-STATS.JSON',
      '/mf-stats.json',
      '/.env',
    ]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message', 'title']);
    }
  });

  it("answers the static server's refusals (odd paths) as 403 in the error shape", async () => {
    const response = await app.inject({
      url: '/remotes/mf-content//mf-manifest.json',
      headers: { 'accept-language': 'en' },
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      code: 'FORBIDDEN_PATH',
      message: 'This address is not served.',
      title: 'Forbidden',
    });
    // A NUL byte is refused before any file lookup, like in every other address.
    const nul = await app.inject({ url: '/remotes/mf-content/%00' });
    assert.equal(nul.statusCode, 400);
    assert.equal(nul.json().code, 'INVALID_TEXT');
  });
});

describe('pages behind a gateway (SITE_DIR empty, SHELL_DIR set)', () => {
  let app: FastifyInstance;
  let dir: string;
  let remotesFile: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'club-shell-'));
    mkdirSync(join(dir, 'shell'));
    writeFileSync(join(dir, 'shell', 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    writeFileSync(join(dir, 'shell', 'main.1234.js'), 'console.log(1)');
    remotesFile = join(dir, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify([{ name: 'mf-content', entry: 'https://a.example/mf-manifest.json' }]));
    app = await buildTestApp({ siteDir: null, shellDir: join(dir, 'shell'), remotesJsonFile: remotesFile });
  });
  after(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every page request the gateway passes on with the shell, and no API path', async () => {
    const page = await app.inject({ url: '/who-we-are', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<title>shell<\/title>/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    // Every path the gateway passes on is a page, whatever the client accepts (crawlers, checks).
    const anyType = await app.inject({ url: '/news', headers: { accept: '*/*' } });
    assert.equal(anyType.statusCode, 200);
    assert.match(anyType.body, /<title>shell<\/title>/);
    assert.equal((await app.inject({ method: 'HEAD', url: '/' })).statusCode, 200);
    const api = await app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } });
    assert.equal(api.json().code, 'NOT_FOUND');
  });

  it('answers a missing file (a name with an extension) 404 instead of rendering a page for it', async () => {
    for (const url of ['/favicon.ico', '/apple-touch-icon.png', '/old-chunk.1234abcd.js']) {
      const missing = await app.inject({ url, headers: { accept: '*/*' } });
      assert.equal(missing.statusCode, 404, url);
      assert.doesNotMatch(missing.body, /<title>shell<\/title>/, url);
    }
  });

  it('allows the remote origins remotes.json names now: a roll-forward to a new origin needs no restart', async () => {
    const before = String(
      (await app.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy'],
    );
    assert.match(before, /script-src 'self' https:\/\/a\.example/);
    writeFileSync(
      remotesFile,
      JSON.stringify([{ name: 'mf-content', entry: 'https://b.example/v2/mf-manifest.json' }]),
    );
    const after = String(
      (await app.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy'],
    );
    assert.match(after, /script-src 'self' https:\/\/b\.example/);
    assert.doesNotMatch(after, /a\.example/);
  });

  it('without a shell build answers 503, so the gateway serves its own index.html', async () => {
    const other = await buildTestApp({ siteDir: null, shellDir: join(dir, 'not-deployed') });
    try {
      const page = await other.inject({ url: '/who-we-are', headers: { accept: 'text/html' } });
      assert.equal(page.statusCode, 503);
      assert.deepEqual(Object.keys(page.json()).sort(), ['code', 'message', 'title']);
      assert.equal(page.json().code, 'NO_SHELL_BUILD');
    } finally {
      await other.close();
    }
  });
});
