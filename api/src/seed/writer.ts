import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { type MenuSpec, type PageSpec, toLocalized } from './builders.js';

/** Writes root menus (and their trees), their pages and templates for one organization. */
export async function writeMenus(
  db: Kysely<Database>,
  organizationId: string,
  roots: MenuSpec[],
): Promise<Map<string, string>> {
  const menuIds = new Map<string, string>();
  const withPages: MenuSpec[] = [];

  async function insertMenu(spec: MenuSpec, parentId: string | null, position: number): Promise<void> {
    const row = await db
      .insertInto('menus')
      .values({
        organization_id: organizationId,
        parent_id: parentId,
        path: spec.path,
        name: JSON.stringify(toLocalized(spec.name)),
        content_id: null,
        icon: spec.icon ? JSON.stringify(spec.icon) : null,
        main: parentId === null,
        position,
        category_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    menuIds.set(spec.path, row.id);
    if (spec.page || spec.contentOf) withPages.push(spec);
    for (const [index, child] of (spec.children ?? []).entries()) await insertMenu(child, row.id, index);
  }
  for (const [index, root] of roots.entries()) await insertMenu(root, null, index);

  const contentIds = new Map<string, string>();
  for (const spec of withPages.filter((s) => s.page)) {
    const page = spec.page as PageSpec;
    const menuId = menuIds.get(page.menuPath ?? spec.path) ?? null;
    const contentId = await writePage(db, organizationId, page, menuId);
    contentIds.set(spec.path, contentId);
  }
  for (const spec of withPages) {
    const contentId = contentIds.get(spec.contentOf ?? spec.path);
    if (!contentId) continue;
    await db.updateTable('menus').set({ content_id: contentId }).where('id', '=', menuIds.get(spec.path)!).execute();
  }
  return menuIds;
}

export async function writePage(
  db: Kysely<Database>,
  organizationId: string,
  page: PageSpec,
  menuId: string | null,
): Promise<string> {
  const content = await db
    .insertInto('contents')
    .values({
      organization_id: organizationId,
      name: JSON.stringify(toLocalized(page.name)),
      menu_id: menuId,
      events_group_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, template] of page.templates.entries()) {
    await db
      .insertInto('templates')
      .values({
        organization_id: organizationId,
        content_id: content.id,
        position,
        name: template.name,
        type: template.type,
        metadata: JSON.stringify(template.metadata ?? {}),
        fields: JSON.stringify(template.fields),
        elements: JSON.stringify(template.elements),
      })
      .execute();
  }
  return content.id;
}
