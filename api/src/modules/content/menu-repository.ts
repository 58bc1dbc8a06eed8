import type { MenuItem } from '@club/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database, Localized } from '../../db/schema.js';
import { type Language, localize } from '../../lib/language.js';

interface MenuRow {
  id: string;
  parent_id: string | null;
  path: string;
  name: Localized;
  content_id: string | null;
  icon: { name: string; type: string } | null;
  main: boolean;
  position: number;
  category_id: string | null;
}

const menuColumns = [
  'id',
  'parent_id',
  'path',
  'name',
  'content_id',
  'icon',
  'main',
  'position',
  'category_id',
] as const;

/** All menus of the organization as trees of root menus, children sorted by position. */
export async function loadMenuForest(
  db: Kysely<Database>,
  organizationId: string,
  lang: Language,
): Promise<MenuItem[]> {
  const rows = (await db
    .selectFrom('menus')
    .select(menuColumns)
    .where('organization_id', '=', organizationId)
    .orderBy('position')
    .orderBy('path')
    .execute()) as MenuRow[];
  const items = new Map<string, MenuItem>();
  for (const row of rows) {
    items.set(row.id, {
      id: row.id,
      path: row.path,
      name: localize(row.name, lang),
      contentId: row.content_id,
      icon: row.icon,
      parentId: row.parent_id,
      children: [],
      main: row.main,
      position: row.position,
      categoryId: row.category_id,
    });
  }
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id)!;
    const parent = row.parent_id ? items.get(row.parent_id) : undefined;
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

export function findInForest(forest: MenuItem[], predicate: (item: MenuItem) => boolean): MenuItem | null {
  for (const item of forest) {
    if (predicate(item)) return item;
    const found = findInForest(item.children, predicate);
    if (found) return found;
  }
  return null;
}

export async function findMenuByPath(db: Kysely<Database>, organizationId: string, path: string, lang: Language) {
  return findInForest(await loadMenuForest(db, organizationId, lang), (item) => item.path === path);
}

export async function findMenuById(db: Kysely<Database>, organizationId: string, id: string, lang: Language) {
  return findInForest(await loadMenuForest(db, organizationId, lang), (item) => item.id === id);
}

/** Renames (in the request's language) and/or moves and re-icons a menu item. */
export async function updateMenu(
  db: Kysely<Database>,
  organizationId: string,
  input: { id: string; name?: string; position?: number; icon?: { name: string; type: string } | null },
  lang: Language,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('menus')
      .select(['id', 'name'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return false;
    const name = input.name === undefined ? row.name : { ...row.name, [lang]: input.name };
    await trx
      .updateTable('menus')
      .set({
        name: JSON.stringify(name),
        ...(input.position !== undefined ? { position: input.position } : {}),
        ...(input.icon !== undefined ? { icon: input.icon === null ? null : JSON.stringify(input.icon) } : {}),
      })
      .where('organization_id', '=', organizationId)
      .where('id', '=', input.id)
      .execute();
    return true;
  });
}
