import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { contracts } from '../../lib/contracts.js';
import { findOrganizationByName } from '../../modules/organizations/repository.js';
import { visitorSession } from '../../modules/auth/session.js';
import type { SessionUser } from '@club/shared/contracts';
import { cachedBody, sendCachedBody, type CachedBody } from '../../lib/published-cache/index.js';
import { composeDocument, policyWithInlineScripts, type PageAssets } from './page-document.js';
import { RenderWorker } from './render-pool.js';
import type { RenderRequest, ServerRemote } from './render-types.js';
import { RemoteAssets } from './remote-assets.js';

/** Pages only a logged-in user sees, and the login return (?code=): rendered in the browser. */
const personalPaths = /^\/(members|applications|my-data)(\/|$)/;
const renderTimeoutMs = 10_000;
const visitorSessionReuseMs = 60 * 60 * 1000;
/** A cached page is rendered again after this long at the latest (its visitor token lives 12 h). */
const cachedPageMaxAgeMs = 6 * 60 * 60 * 1000;

interface RenderedPage {
  body: CachedBody;
  status: number;
  html: string;
}

export interface PageRenderer {
  /** Answers with server-rendered HTML; false when this request is not for it (or it failed). */
  render(request: FastifyRequest, reply: FastifyReply, remotes: { name: string; entry: string }[]): Promise<boolean>;
  close(): Promise<void>;
}

/** The same CSS (same content hash) built into several bundles is sent once. */
function uniqueStyles(styles: PageAssets['styles']): PageAssets['styles'] {
  const seen = new Set<string>();
  return styles.filter(({ file, css }) => {
    const key = file.replace(/^.*?\.([0-9a-f]{8})\.css$/, '$1');
    if (!css || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function cookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
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
  let worker: { key: string; instance: RenderWorker } | null = null;
  const visitorSessions = new Map<string, { session: SessionUser; at: number }>();

  const shellStyles = () =>
    readdirSync(shellDir)
      .filter((file) => file.endsWith('.css'))
      .sort()
      .map((file) => ({ file, css: readFileSync(join(shellDir, file), 'utf8') }));

  function workerFor(remotes: ServerRemote[]): RenderWorker {
    const key = `${statSync(rendererFile).mtimeMs}|${JSON.stringify(remotes)}`;
    if (worker && worker.key === key && !worker.instance.broken) return worker.instance;
    // A remote moved or the shell was redeployed: new code in a new worker; the old one ends.
    const old = worker?.instance;
    if (old) setTimeout(() => void old.close(), 30_000).unref();
    worker = { key, instance: new RenderWorker(rendererFile, renderTimeoutMs) };
    return worker.instance;
  }

  async function sessionFor(organization: Parameters<typeof visitorSession>[1]): Promise<SessionUser> {
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
      const host = request.headers.host ?? `localhost:${config.port}`;
      const origin = `${request.protocol}://${host}`;
      const hostname = host.replace(/:\d+$/, '');
      const organization = await findOrganizationByName(
        app.db,
        contracts.organizationNameOfHost(hostname, config.defaultOrganization),
      );
      if (!organization) return false;
      const remotes: ServerRemote[] = remoteList.map(({ name, entry }) => {
        const browserEntry = new URL(entry, origin).href;
        const serverEntry = new URL('server/remoteEntry.js', new URL(entry, selfOrigin)).href;
        return { name, entry: browserEntry, serverEntry };
      });
      const language = contracts.chooseLanguage({
        query: url.searchParams.get('lang'),
        stored: cookie(request, 'language'),
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
      };
      const isMobile = renderRequest.isMobile;
      const renderer = workerFor(remotes);
      // One rendered page per organization, language, layout and address, until a save of that
      // organization drops it (published cache, NOTIFY across replicas) or new remote code
      // arrives (another worker). The time slot keeps the visitor token inside a page young.
      const slot = Math.floor(config.now() / cachedPageMaxAgeMs);
      const key = `page|${renderer.id}|${slot}|${isMobile ? 'mobile' : 'desktop'}|${origin}${renderRequest.url}`;
      let page: RenderedPage;
      try {
        page = await app.publishedCache.get(
          organization.id,
          language,
          key,
          async () => {
            const result = await renderer.render(renderRequest);
            const pageAssets: PageAssets = {
              styles: uniqueStyles([...shellStyles(), ...(await assets.styles(remotes, result.renderedRemotes))]),
              scripts: await assets.scripts(remotes, result.renderedRemotes),
              fetches: assets.manifestUrls(remotes, result.renderedRemotes),
            };
            const html = composeDocument(
              readFileSync(templateFile, 'utf8'),
              result,
              { origin, pathname: url.pathname, language, siteName: organization.companyName || organization.name },
              pageAssets,
            );
            return { body: cachedBody(html, 'text/html; charset=utf-8'), status: result.head.status ?? 200, html };
          },
          (rendered) => rendered.body.body.length * 2,
        );
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'server render failed; answering with the plain page');
        return false;
      }
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header('content-security-policy', policyWithInlineScripts(policy, page.html));
      reply.status(page.status).header('content-language', language).header('vary', 'Cookie, User-Agent');
      await sendCachedBody(request, reply, page.body);
      return true;
    },
    async close() {
      await worker?.instance.close();
    },
  };
}
