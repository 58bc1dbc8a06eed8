import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppConfig, remoteEnvName, remoteNames } from '../config.js';
import { HttpError } from '../lib/http-error.js';

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

/**
 * The server renderer of pages (modules/server-render). A plugin imports no module: app.ts
 * passes the module's factory in.
 */
export interface PageRenderer {
  /** Answers with server-rendered HTML; false when this request is not for it (or it failed). */
  render(
    request: FastifyRequest,
    reply: FastifyReply,
    remotes: { name: string; entry: string; serverEntry?: string }[],
  ): Promise<boolean>;
  close(): Promise<void>;
}
export type PageRendererFactory = (shellDir: string) => PageRenderer | null;

/** Returns true when it answered the request with a page: server-rendered, else the shell's index.html. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

type RemoteList = { name: string; entry: string; serverEntry?: string }[];

/** The single-origin site's remotes: each at /remotes/<name>/ (one list, so answers can reuse what they derive from it). */
const ownRemotes: RemoteList = remoteNames.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` }));

/** This environment's remotes.json (read on every use: switching an entry needs no restart). */
const readRemotesJson = (config: AppConfig): RemoteList =>
  config.remotesJsonFile ? (JSON.parse(readFileSync(config.remotesJsonFile, 'utf8')) as RemoteList) : ownRemotes;

/**
 * A navigation to a page: not the API, not a remote's file; browsers ask for HTML. Behind a
 * gateway (pagesOnly) every path it passes on is a page, as its static index.html was for any
 * path: crawlers asking for any type and HEAD checks get the page too.
 */
const fileLike = /\.[A-Za-z0-9]{1,8}$/;

function isPageRequest(request: FastifyRequest, prefix: string, pagesOnly: boolean): boolean {
  const path = request.url.split('?')[0] ?? '/';
  const isApi = prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
  // A name with an extension is a file (/favicon.ico, a chunk of an old deployment): when it is
  // missing it is a plain 404, not a page to render.
  if (isApi || fileLike.test(path)) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Any Accept: curl, uptime monitors and some crawlers send */* (or nothing) and get the page too.
  return pagesOnly || !path.startsWith('/remotes/');
}

/**
 * Page requests: server-rendered with the shell's build in shellDir, else its plain index.html.
 * pagesOnly (a gateway serves the files): without a shell build the answer is 503, so the gateway
 * answers with its own index.html instead. A shell redeployed into shellDir renders with its new
 * server build (the renderer watches server/ssr.js).
 */
function pageAnswer(
  app: FastifyInstance,
  config: AppConfig,
  shellDir: string,
  pagesOnly: boolean,
  createRenderer: PageRendererFactory,
): SpaFallback {
  const indexFile = join(shellDir, 'index.html');
  const renderer = createRenderer(shellDir);
  if (renderer) app.addHook('onClose', () => renderer.close());
  // Looked up again at most once a second, not on every page request (a cached page's answer is
  // a few dozen microseconds of work; a file system call was a noticeable part of it). While it
  // is missing it is looked up each time, so a deployment's new shell answers at once.
  let hasIndex = { value: false, at: -Infinity };
  const indexExists = () => {
    if (config.now() - hasIndex.at >= 1_000 || !hasIndex.value)
      hasIndex = { value: existsSync(indexFile), at: config.now() };
    return hasIndex.value;
  };
  return async (request, reply) => {
    if (!isPageRequest(request, config.apiPrefix, pagesOnly)) return false;
    if (!indexExists()) {
      if (!pagesOnly) return false;
      reply.header('retry-after', '5');
      throw new HttpError(503, 'NO_SHELL_BUILD', 'The site is being deployed. Please try again in a moment.');
    }
    if (renderer && (await renderer.render(request, reply, readRemotesJson(config)))) return true;
    reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(readFileSync(indexFile));
    return true;
  };
}

/**
 * Single-origin serving: the shell at /, each remote at /remotes/<name>/, plus remotes.json and
 * site-config.json. Missing dist directories only log a warning; their files answer 404.
 * Without a site (SITE_DIR empty) but with SHELL_DIR: page requests only, for a gateway.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  config: AppConfig,
  createRenderer: PageRendererFactory,
): Promise<SpaFallback | null> {
  const siteDir = config.siteDir;
  if (!siteDir) return config.shellDir ? pageAnswer(app, config, config.shellDir, true, createRenderer) : null;
  const prefix = config.apiPrefix;

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('application/json').send(JSON.stringify(readRemotesJson(config)));
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

  const shellDir = config.shellDir ?? join(siteDir, 'shell', 'dist');
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
    // The shell's Node build (server/) is the renderer's, not the browser's: not served.
    allowedPath: (pathName: string) =>
      pathName !== '/' && !pathName.startsWith('/server/') && notServed.allowedPath(pathName),
    setHeaders: (res, path) => {
      res.header('cache-control', cacheControlFor(path));
    },
  });
  const answerPage = pageAnswer(app, config, shellDir, false, createRenderer);
  // @fastify/static lists the directories of a path (its spelling check) before it asks
  // allowedPath, so every page path but '/' (/training, /news) read the shell's folder from disk on
  // every request: a cached /training answered at half the rate of a cached '/'. A page reaching
  // the shell's file route is answered here, before that route runs; files go on as before.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url === '/*' && (await answerPage(request, reply))) return reply;
  });
  return answerPage;
}
