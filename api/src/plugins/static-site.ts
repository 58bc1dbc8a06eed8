import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppConfig, remoteEnvName, remoteNames } from '../config.js';
import { createPageRenderer } from './server-render/index.js';

// Content-hashed chunks never change; everything else (index.html, main.js, remoteEntry.js,
// mf-manifest.json) must be revalidated so a redeployed remote is picked up at once.
const hashedFile = /\.[0-9a-f]{8}\.js$/;
const cacheControlFor = (path: string) =>
  hashedFile.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Never served: build statistics (mf-stats.json describes the bundles' insides) and dotfiles.
 * Both answer 404 like any missing file.
 */
const notServed = {
  dotfiles: 'ignore' as const,
  allowedPath: (pathName: string) => {
    try {
      return !/(^|\/)mf-stats\.json$/i.test(decodeURIComponent(pathName));
    } catch {
      return false;
    }
  },
};

const isDir = (dir: string): boolean => existsSync(dir) && statSync(dir).isDirectory();

/** Returns true when it answered the request with a page: server-rendered, else the shell's index.html. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Single-origin serving: the shell at /, each remote at /remotes/<name>/, plus remotes.json and
 * site-config.json. Missing dist directories only log a warning; their files answer 404.
 */
export async function registerStaticSite(app: FastifyInstance, config: AppConfig): Promise<SpaFallback | null> {
  const siteDir = config.siteDir;
  if (!siteDir) return null;
  const prefix = config.apiPrefix;

  const remotesJson = (): { name: string; entry: string }[] =>
    config.remotesJsonFile
      ? (JSON.parse(readFileSync(config.remotesJsonFile, 'utf8')) as { name: string; entry: string }[])
      : remoteNames.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` }));
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('application/json').send(JSON.stringify(remotesJson()));
  });

  app.get('/site-config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { apiBaseUrl: prefix || '/', loginUrl: config.loginUrl, defaultOrganization: config.defaultOrganization };
  });

  for (const name of remoteNames) {
    const dir = config.remoteDirs[name] ?? join(siteDir, name, 'dist');
    if (!isDir(dir)) {
      app.log.warn({ dir, env: remoteEnvName(name) }, `remote ${name} has no dist directory; its files answer 404`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      wildcard: true,
      index: false,
      ...notServed,
      setHeaders: (res, path) => {
        res.header('access-control-allow-origin', '*');
        res.header('cache-control', cacheControlFor(path));
      },
    });
  }

  const shellDir = join(siteDir, 'shell', 'dist');
  const indexFile = join(shellDir, 'index.html');
  if (!isDir(shellDir)) {
    app.log.warn({ dir: shellDir }, 'shell has no dist directory; the site answers 404');
    return null;
  }
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    ...notServed,
    // '/' is a page like any other: it falls through to the page renderer below.
    allowedPath: (pathName: string) => pathName !== '/' && notServed.allowedPath(pathName),
    setHeaders: (res, path) => {
      res.header('cache-control', cacheControlFor(path));
    },
  });

  const renderer = createPageRenderer(app, config, shellDir);
  if (renderer) app.addHook('onClose', () => renderer.close());
  return async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
    if (request.method !== 'GET' || isApi || path.startsWith('/remotes/')) return false;
    if (!(request.headers.accept ?? '').includes('text/html') || !existsSync(indexFile)) return false;
    if (renderer && (await renderer.render(request, reply, remotesJson()))) return true;
    reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(readFileSync(indexFile));
    return true;
  };
}
