import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { contracts } from '../../lib/contracts.js';
import type { Organization, SessionUser } from '@club/shared/contracts';
import { sendCachedBody, storedBody, type CachedBody } from '../../lib/published-cache/index.js';
import { composeDocument, inlineScriptHashes, policyWithScriptHashes, type PageAssets } from './page-document.js';
import { RenderPool, type ApiAnswerer } from './render-pool.js';
import type { RenderRequest, ServerRemote } from './render-types.js';
import { RemoteAssets } from './remote-assets.js';
import type { PageRenderer } from '../../plugins/static-site.js';
import { visitorSession } from '../auth/index.js';
import { findOrganizationByName } from '../organizations/index.js';

/** One entry of remotes.json as the page answer passes it. */
type RemoteListEntry = Parameters<PageRenderer['render']>[2][number];

/** Pages only a logged-in user sees, and the login return (?code=): rendered in the browser. */
const personalPaths = /^\/(members|applications|my-data)(\/|$)/;
const renderTimeoutMs = 10_000;
const visitorSessionReuseMs = 60 * 60 * 1000;
/**
 * A cached page's answer reads no file and asks the database nothing: the club behind a host and
 * the renderer file's date are looked up at most this often (a renamed club or a redeployed shell
 * shows within seconds; issue 37 item 4).
 */
const lookupReuseMs = 5_000;
/** A cached page is rendered again after this long at the latest (its visitor token lives 12 h). */
const cachedPageMaxAgeMs = 6 * 60 * 60 * 1000;

interface RenderedPage {
  body: CachedBody;
  /** The memory it holds in the cache: the HTML and its two compressed copies. */
  bytes: number;
  status: number;
  /** The CSP hashes of its inline scripts (the HTML itself is kept only as the body's bytes). */
  scriptHashes: string[];
}

/** A rendered page the cache must not keep (thrown out of its compute, caught by the caller). */
class UncachedPage extends Error {
  constructor(readonly page: RenderedPage) {
    super('uncached page');
  }
}

/**
 * The consent the page is rendered with (issue 37 item 3): null while the visitor has not decided
 * (the dialog is in the first HTML, so it is painted with the page), else "decided, nothing
 * accepted" whatever the cookie says. So a cached page exists in two variants only (a forged or
 * unusual cookie cannot make a render per request), and a page one visitor accepted YouTube on
 * never carries the player's iframe to a visitor who declined it. The browser hydrates with this
 * choice (render hints) and then shows the embeds its stored choice accepts (useConsent).
 */
function renderedConsent(cookie: string | undefined): Record<string, boolean> | null {
  return contracts.parseConsentCookie(cookie) ? {} : null;
}

function renderFailed(request: FastifyRequest, error: unknown): false {
  request.log.error({ err: error, url: request.url }, 'server render failed; answering with the plain page');
  return false;
}

/**
 * The same CSS (same content hash) built into several bundles is sent once. A copy's file (and an
 * empty file) still gets its empty `<style data-href>`: the browser's chunk loader looks for the
 * file by name and would otherwise fetch it as a stylesheet and restyle the whole page when it
 * arrives (issue 37: a 76 ms task on a phone for mf-content's Layout, whose CSS equals ContentPage's).
 */
function uniqueStyles(styles: PageAssets['styles']): PageAssets['styles'] {
  const seen = new Set<string>();
  return styles.map((style) => {
    const key = style.file.replace(/^.*?\.([0-9a-f]{8})\.css$/, '$1');
    if (!style.css || seen.has(key)) return { file: style.file, css: '' };
    seen.add(key);
    return style;
  });
}

// The renderer's API requests, answered in this process by the same routes (hooks, access
// rules, published cache) a browser's request reaches; no socket to 127.0.0.1.
export function inProcessAnswerer(app: FastifyInstance): ApiAnswerer {
  return async ({ method, url, headers, body }) => {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: '127.0.0.1',
      ...(body !== undefined ? { payload: body } : {}),
    });
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : String(value);
    return { status: answer.statusCode, headers: answerHeaders, body: answer.body };
  };
}

/**
 * Server rendering of the public pages (architecture.md): the shell's server build renders
 * them with the remotes' Node builds, fetched from each remote's own deployment. Without the
 * shell's server build, or when rendering fails, the site answers with the plain index.html.
 */
export function createPageRenderer(app: FastifyInstance, config: AppConfig, shellDir: string): PageRenderer | null {
  const rendererFile = join(shellDir, 'server', 'ssr.js');
  const templateFile = join(shellDir, 'index.html');
  if (!existsSync(rendererFile) || !existsSync(templateFile)) {
    app.log.warn({ rendererFile }, 'the shell has no server build: pages are rendered in the browser only');
    return null;
  }
  const selfOrigin = `http://127.0.0.1:${config.port}`;
  const assets = new RemoteAssets();
  let worker: { key: string; instance: RenderPool } | null = null;
  const visitorSessions = new Map<string, { session: SessionUser; at: number }>();

  const shellStyles = () =>
    readdirSync(shellDir)
      .filter((file) => file.endsWith('.css'))
      .sort()
      .map((file) => ({ file, css: readFileSync(join(shellDir, file), 'utf8') }));

  const answerInProcess = inProcessAnswerer(app);

  let rendererDate = { mtimeMs: 0, at: -Infinity };
  function rendererMtime(): number {
    if (config.now() - rendererDate.at >= lookupReuseMs)
      rendererDate = { mtimeMs: statSync(rendererFile).mtimeMs, at: config.now() };
    return rendererDate.mtimeMs;
  }

  /**
   * The remotes as a club's page names them. The Node build sits beside the browser build
   * (server/remoteEntry.js). Where the API cannot reach a remote's public origin (docker-compose:
   * localhost:3001 is the browser's host), remotes.json names the remote's server entry on an
   * address the API reaches. Kept per list and origin: a cached page's answer parsed eleven URLs.
   */
  const remotesByList = new WeakMap<RemoteListEntry[], Map<string, ServerRemote[]>>();
  function remotesAt(remoteList: RemoteListEntry[], origin: string): ServerRemote[] {
    let byOrigin = remotesByList.get(remoteList);
    if (!byOrigin) remotesByList.set(remoteList, (byOrigin = new Map()));
    let remotes = byOrigin.get(origin);
    if (!remotes) {
      remotes = remoteList.map(({ name, entry, serverEntry }) => ({
        name,
        entry: new URL(entry, origin).href,
        serverEntry: new URL(serverEntry ?? 'server/remoteEntry.js', new URL(entry, selfOrigin)).href,
      }));
      // Only clubs that exist reach here (organizationNamed), so the map stays as small as the list of clubs.
      byOrigin.set(origin, remotes);
    }
    return remotes;
  }

  const codeKeys = new WeakMap<ServerRemote[], string>();
  function workerFor(remotes: ServerRemote[]): RenderPool {
    // The code a pool runs is the renderer and the remotes' server entries. The browser's entry
    // addresses differ per club (its origin) and must not start a pool per club: with them in the
    // key, 1,000 clubs took turns starting worker threads (1.5 s cold pages, RSS +300 %).
    let code = codeKeys.get(remotes);
    if (code === undefined) {
      code = JSON.stringify(remotes.map(({ name, serverEntry }) => [name, serverEntry]));
      codeKeys.set(remotes, code);
    }
    const key = `${rendererMtime()}|${code}`;
    if (worker && worker.key === key && !worker.instance.broken) return worker.instance;
    // A remote moved or the shell was redeployed: new code in a new pool; the old one ends.
    const old = worker?.instance;
    if (old) setTimeout(() => void old.close(), 30_000).unref();
    worker = { key, instance: new RenderPool(rendererFile, renderTimeoutMs, answerInProcess) };
    return worker.instance;
  }

  const organizationsByName = new Map<string, { organization: Organization; at: number }>();
  async function organizationNamed(name: string): Promise<Organization | null> {
    const known = organizationsByName.get(name);
    if (known && config.now() - known.at < lookupReuseMs) return known.organization;
    const organization = await findOrganizationByName(app.db, name);
    // Only clubs that exist are kept: made-up hosts must not fill the memory.
    if (organization) organizationsByName.set(name, { organization, at: config.now() });
    else organizationsByName.delete(name);
    return organization;
  }

  async function sessionFor(organization: Organization): Promise<SessionUser> {
    const known = visitorSessions.get(organization.id);
    if (known && config.now() - known.at < visitorSessionReuseMs) return known.session;
    const session = await visitorSession(config.jwtSecret, organization, config.now());
    visitorSessions.set(organization.id, { session, at: config.now() });
    return session;
  }

  return {
    async render(request, reply, remoteList) {
      const url = new URL(request.url, 'http://placeholder');
      if (personalPaths.test(url.pathname) || url.searchParams.has('code')) return false;
      const organization = await organizationNamed(
        contracts.organizationNameOfHost(request.hostname, config.defaultOrganization),
      );
      if (!organization) return false;
      // Links in the page (canonical, feeds) use the club's configured public origin, not the Host.
      const origin = await app.publicOrigins.originFor(organization.name);
      const remotes = remotesAt(remoteList, origin);
      const language = contracts.chooseLanguage({
        query: url.searchParams.get('lang'),
        stored: request.cookies.language ?? null,
      });
      const renderRequest: RenderRequest = {
        url: `${url.pathname}${url.search}`,
        origin,
        apiBaseUrl: `${selfOrigin}${config.apiPrefix}`,
        siteConfig: {
          apiBaseUrl: config.apiPrefix || '/',
          loginUrl: config.loginUrl,
          defaultOrganization: config.defaultOrganization,
        },
        remotes,
        organization,
        session: await sessionFor(organization),
        language,
        isMobile: contracts.isMobileUserAgent(request.headers['user-agent'] ?? ''),
        consent: renderedConsent(request.cookies[contracts.consentCookieName]),
      };
      const isMobile = renderRequest.isMobile;
      const renderer = workerFor(remotes);
      // One rendered page per organization, language, layout and address, until a save of that
      // organization drops it (published cache, NOTIFY across replicas) or new remote code
      // arrives (another worker). The time slot keeps the visitor token inside a page young.
      const slot = Math.floor(config.now() / cachedPageMaxAgeMs);
      // Two pages per address at most: with the consent dialog (undecided) or without it.
      const consent = renderRequest.consent ? 'decided' : 'undecided';
      const key = `page|${renderer.id}|${slot}|${isMobile ? 'mobile' : 'desktop'}|${consent}|${origin}${renderRequest.url}`;
      let page: RenderedPage;
      try {
        page = await app.publishedCache.get(
          organization.id,
          language,
          key,
          async () => {
            const result = await renderer.render(renderRequest);
            const pageAssets: PageAssets = {
              styles: uniqueStyles([
                ...shellStyles(),
                ...(await assets.styles(remotes, result.renderedRemotes, result.renderedParts)),
              ]),
              scripts: await assets.scripts(remotes, result.renderedRemotes),
            };
            const html = composeDocument(
              readFileSync(templateFile, 'utf8'),
              result,
              { origin, pathname: url.pathname, language, siteName: organization.companyName || organization.name },
              pageAssets,
            );
            // Its brotli and gzip copies are made now, once: a hit sends ready bytes.
            const { cached, bytes } = await storedBody(html, 'text/html; charset=utf-8');
            const rendered = {
              body: cached,
              bytes,
              status: result.head.status ?? 200,
              scriptHashes: inlineScriptHashes(html),
            };
            // Not-found pages are not kept: made-up addresses must not push real pages out. Nor is
            // a page with a slot left to the browser (a remote's server code failed to load): a
            // passing failure must not be every visitor's page until the next save.
            if (rendered.status !== 200 || (result.failedSlots ?? 0) > 0) throw new UncachedPage(rendered);
            return rendered;
          },
          (rendered) => rendered.bytes + key.length + 256,
        );
      } catch (error) {
        if (error instanceof UncachedPage) page = error.page;
        else return renderFailed(request, error);
      }
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header('content-security-policy', policyWithScriptHashes(policy, page.scriptHashes));
      reply.status(page.status).header('content-language', language).header('vary', 'Cookie, User-Agent');
      await sendCachedBody(request, reply, page.body);
      return true;
    },
    async close() {
      await worker?.instance.close();
    },
  };
}
