import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { contracts } from '../../lib/contracts.js';

const { routeOfMenuPath } = contracts;

/** Paths the site routes to remotes of its own (shell routes), not to menu pages. */
const appRoutes = ['/news', '/events', '/training'];
/** Root menus whose items are routed pages (the home menu's page is '/'). */
const routedRoots = ['/header', '/top', '/footer', '/page'];

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

const isExternal = (path: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(path) || path.startsWith('//');

const isoDate = (value: Date | string) => new Date(value).toISOString();

/**
 * The organization's public pages: '/', every routed menu item with a page (the first menu that
 * claims a route wins, as on the site), '/news', '/training' and every news item.
 */
export async function sitemapEntries(db: Kysely<Database>, organizationId: string): Promise<SitemapEntry[]> {
  const [menus, contents, news] = await Promise.all([
    db
      .selectFrom('menus')
      .select(['id', 'parent_id', 'path', 'content_id'])
      .where('organization_id', '=', organizationId)
      .orderBy('position')
      .orderBy('path')
      .execute(),
    db.selectFrom('contents').select(['id', 'updated_at']).where('organization_id', '=', organizationId).execute(),
    db
      .selectFrom('news')
      .select(['id', 'published_at'])
      .where('organization_id', '=', organizationId)
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  const updatedAt = new Map(contents.map((c) => [c.id, isoDate(c.updated_at)]));
  const entries = new Map<string, SitemapEntry>();
  const add = (path: string, lastmod: string | null) => {
    if (!entries.has(path)) entries.set(path, { path, lastmod });
  };

  const home = menus.find((m) => m.path === '/home' && m.parent_id === null);
  add('/', home?.content_id ? (updatedAt.get(home.content_id) ?? null) : null);

  const childrenOf = new Map<string, typeof menus>();
  for (const menu of menus) {
    if (!menu.parent_id) continue;
    childrenOf.set(menu.parent_id, [...(childrenOf.get(menu.parent_id) ?? []), menu]);
  }
  const visit = (parentId: string) => {
    for (const item of childrenOf.get(parentId) ?? []) {
      if (item.content_id && !isExternal(item.path)) {
        const route = routeOfMenuPath(item.path).replace(/\/+$/, '');
        if (route !== '' && route !== '/') add(route, updatedAt.get(item.content_id) ?? null);
      }
      visit(item.id);
    }
  };
  for (const rootPath of routedRoots) {
    const root = menus.find((m) => m.path === rootPath && m.parent_id === null);
    if (root) visit(root.id);
  }

  add(appRoutes[0]!, news[0] ? isoDate(news[0].published_at) : null);
  add(appRoutes[1]!, null);
  for (const item of news) add(`/news/${item.id}`, isoDate(item.published_at));
  return [...entries.values()];
}

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** sitemaps.org XML with absolute URLs on the request's origin. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `    <loc>${xmlEscape(origin + encodeURI(entry.path))}</loc>`;
    const lastmod = entry.lastmod ? `\n    <lastmod>${entry.lastmod}</lastmod>` : '';
    return `  <url>\n${loc}${lastmod}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Member- and editor-only areas: nothing there for a search engine. */
export const disallowedPaths = ['/members', '/my-data', '/applications'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
