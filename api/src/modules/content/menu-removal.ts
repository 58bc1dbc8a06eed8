import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { type Language, localize } from '../../lib/language.js';

/**
 * Removes a menu entry with everything below it (issue 25, item 4). Refused for root menus and
 * while a page hangs under the entry (the entry's own page included), naming those pages: a
 * page is deleted as a page, never dropped from the menus by accident.
 */
export async function removeMenuItem(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  lang: Language,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('menus')
      .select(['id', 'parent_id', 'name', 'content_id', 'path'])
      .where('organization_id', '=', organizationId)
      .forUpdate()
      .execute();
    const item = rows.find((row) => row.id === id);
    if (!item) throw notFound('No menu item has this id.');
    const name = localize(item.name, lang);
    if (!item.parent_id)
      throw new HttpError(400, 'MENU_NOT_REMOVABLE', `'${name}' is one of the site's menus and stays.`, undefined, {
        name,
      });
    const subtree = [item];
    for (let i = 0; i < subtree.length; i += 1) subtree.push(...rows.filter((row) => row.parent_id === subtree[i]!.id));
    const withPages = subtree.filter((row) => row.content_id);
    if (withPages.length > 0) {
      const pages = withPages.map((row) => `'${localize(row.name, lang)}'`).join(', ');
      throw new HttpError(
        409,
        'MENU_HAS_PAGES',
        `'${name}' cannot be removed while pages hang under it: ${pages}. Delete or move these pages first.`,
        undefined,
        { name, pages },
      );
    }
    // The children go with it (ON DELETE CASCADE).
    await trx.deleteFrom('menus').where('organization_id', '=', organizationId).where('id', '=', id).execute();
  });
}
