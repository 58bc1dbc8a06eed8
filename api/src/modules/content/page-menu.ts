import type { Transaction } from 'kysely';
import type { Database, Localized } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { contracts } from '../../lib/contracts.js';
import { type Language, localize } from '../../lib/language.js';

/** The root of the page (sub-page) menus, as the seed and the site know it. */
const pageMenuRoot = '/page';
const routeOf = (path: string) => path.replace(/^\/[^/]+/, '') || '/';

/**
 * §4, creating a page: when the chosen menu item already has a page with no menu of its own, a
 * menu is created for it (a page's own menu is a page menu: the tab row of SubPageMenu). That page menu (below '/page', at the same route as the page, so its
 * first tab is the page itself) then holds the new page as a further tab. Returns the page menu
 * the new page's entry goes below, or null when the chosen item has no page (a plain child).
 */
export async function pageMenuForParent(
  trx: Transaction<Database>,
  organizationId: string,
  parentId: string,
  pageMenuName: string | undefined,
  lang: Language,
): Promise<string | null> {
  const parent = await trx
    .selectFrom('menus')
    .select(['id', 'path', 'name', 'content_id'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent?.content_id) return null;
  const owner = await trx
    .selectFrom('contents')
    .select(['id', 'menu_id'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', parent.content_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // A page's menu_id may also name its own header entry; only a page menu (below '/page') counts.
  if (owner.menu_id) {
    const current = await trx.selectFrom('menus').select('path').where('id', '=', owner.menu_id).executeTakeFirst();
    if (current?.path.startsWith(`${pageMenuRoot}/`)) return owner.menu_id;
  }

  const name = (pageMenuName ?? localize(parent.name, lang)).trim().slice(0, contracts.pageNameLimit);
  if (!name)
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      'pageMenuName: the page menu needs a name.',
      undefined,
      undefined,
      'VALIDATION_ERROR.pageMenuName',
    );
  const path = parent.path.startsWith(`${pageMenuRoot}/`) ? parent.path : `${pageMenuRoot}${routeOf(parent.path)}`;
  const existing = await trx
    .selectFrom('menus')
    .select(['id', 'content_id'])
    .where('organization_id', '=', organizationId)
    .where('path', '=', path)
    .executeTakeFirst();
  if (existing && existing.content_id !== owner.id) {
    throw new HttpError(
      409,
      'PATH_TAKEN',
      `The address '${routeOf(path)}' is already used by another page menu.`,
      undefined,
      {
        route: routeOf(path),
      },
      'PATH_TAKEN.pageMenu',
    );
  }
  const menuId = existing?.id ?? (await insertPageMenu(trx, organizationId, path, name, owner.id));
  await trx.updateTable('contents').set({ menu_id: menuId }).where('id', '=', owner.id).execute();
  return menuId;
}

async function insertPageMenu(
  trx: Transaction<Database>,
  organizationId: string,
  path: string,
  name: string,
  contentId: string,
): Promise<string> {
  const rootId = await ensureRoot(trx, organizationId);
  const siblings = await trx
    .selectFrom('menus')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('parent_id', '=', rootId)
    .executeTakeFirstOrThrow();
  const localized: Localized = { de: name, en: name };
  const row = await trx
    .insertInto('menus')
    .values({
      organization_id: organizationId,
      parent_id: rootId,
      path,
      name: JSON.stringify(localized),
      content_id: contentId,
      icon: null,
      main: false,
      position: Number(siblings.count),
      category_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The '/page' root menu ("Sub-page Navigation"), created with the first page menu if missing. */
async function ensureRoot(trx: Transaction<Database>, organizationId: string): Promise<string> {
  const root = await trx
    .selectFrom('menus')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('path', '=', pageMenuRoot)
    .executeTakeFirst();
  if (root) return root.id;
  const created = await trx
    .insertInto('menus')
    .values({
      organization_id: organizationId,
      parent_id: null,
      path: pageMenuRoot,
      name: JSON.stringify({ de: 'Sub-page Navigation', en: 'Sub-page Navigation' }),
      content_id: null,
      icon: null,
      main: true,
      position: 0,
      category_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
