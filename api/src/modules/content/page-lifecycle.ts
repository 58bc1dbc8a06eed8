import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import * as v from 'valibot';
import { contracts, sharedMessage } from '../../lib/contracts.js';
import type { Language } from '../../lib/language.js';
import { localizeTemplate } from './content-repository.js';
import { loadStoredTemplates, recordRevision, writeTemplates } from './content-write.js';
import { type TemplateInput, toStoredTemplate } from './page-input.js';
import { pageMenuForParent } from './page-menu.js';
import { runContentSaveHooks } from './save-hooks.js';

export interface MenuInput {
  name: string;
  /** Full path; derived from the parent and the name when absent. */
  path?: string;
  parentId?: string | null;
  contentId?: string | null;
  icon?: { name: string; type: string } | null;
  position?: number;
  categoryId?: string | null;
}

/** The public route of a menu path (its first segment dropped), as the site resolves it. */
const routeOf = contracts.routeOfMenuPath;
const appRoutes = new Set(['/', '/training', '/members', '/news', '/events']);

/** Creates one menu item; its path comes from the parent and the §5 URL-segment rule. */
export async function createMenuItem(
  trx: Transaction<Database>,
  organizationId: string,
  input: MenuInput,
  lang: Language = 'de',
): Promise<string> {
  // The same name rule as renaming: no blank or invisible names.
  const checked = v.safeParse(contracts.menuNameSchema, input.name);
  if (!checked.success) {
    const message = sharedMessage(checked.issues[0]?.message ?? 'validation.mandatory', lang);
    throw HttpError.localized(400, 'VALIDATION_ERROR', `name: ${message}`);
  }
  const parent = input.parentId
    ? await trx
        .selectFrom('menus')
        .select(['id', 'path'])
        .where('organization_id', '=', organizationId)
        .where('id', '=', input.parentId)
        .executeTakeFirst()
    : undefined;
  if (input.parentId && !parent) throw notFound('The parent menu item does not exist.', 'parentMenu');
  const path = parent ? `${parent.path}/${contracts.pageNameToSegment(input.name)}` : input.path;
  if (!path || !/^\/[a-z0-9_/-]+$/i.test(path) || path.endsWith('/'))
    throw new HttpError(400, 'INVALID_MENU_PATH', 'This name cannot become a web address: use letters or digits.');
  const route = routeOf(path);
  const taken = await trx.selectFrom('menus').select('path').where('organization_id', '=', organizationId).execute();
  // Routes drop the first segment, so '/header/x' and '/footer/x' would both answer '/x'.
  const isTaken = taken.some(
    (row) => row.path === path || (row.path.split('/').length > 2 && routeOf(row.path) === route),
  );
  if (isTaken || (parent && appRoutes.has(route))) {
    throw new HttpError(
      409,
      'PATH_TAKEN',
      `The address '${route}' is already used by another page or menu. Please choose another name.`,
      undefined,
      { route },
    );
  }
  const position =
    input.position ??
    (
      await trx
        .selectFrom('menus')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('organization_id', '=', organizationId)
        .where('parent_id', input.parentId ? '=' : 'is', input.parentId ?? null)
        .executeTakeFirstOrThrow()
    ).count;
  const row = await trx
    .insertInto('menus')
    .values({
      organization_id: organizationId,
      parent_id: parent?.id ?? null,
      path,
      name: JSON.stringify({ de: input.name.trim(), en: input.name.trim() }),
      content_id: input.contentId ?? null,
      icon: input.icon ? JSON.stringify(input.icon) : null,
      main: !parent,
      position: Number(position),
      category_id: input.categoryId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PageCreate {
  name: string;
  templates: TemplateInput[];
  menuDto?: MenuInput | null;
  /** Name of the page menu §4 creates when the chosen item's page has none (≤ 20 characters). */
  pageMenuName?: string;
  author: string;
  language: Language;
}

/** Creates a page (fresh ids), its first revision and, when given, its menu entry: one transaction. */
export async function createPage(db: Kysely<Database>, organizationId: string, input: PageCreate): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const name = input.name.trim();
    const content = await trx
      .insertInto('contents')
      .values({
        organization_id: organizationId,
        name: JSON.stringify({ de: name, en: name }),
        menu_id: null,
        events_group_id: null,
        updated_by: input.author,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const templates = input.templates.map((t) => toStoredTemplate({ ...t, id: null }, undefined, input.language));
    await writeTemplates(trx, organizationId, content.id, [], templates);
    await recordRevision(trx, organizationId, content.id, 1, input.author, 'created', {
      name: { de: name, en: name },
      templates,
    });
    if (input.menuDto) {
      // A chosen item with a page: the new page becomes a tab of that page's own menu (§4).
      const pageMenuId = input.menuDto.parentId
        ? await pageMenuForParent(trx, organizationId, input.menuDto.parentId, input.pageMenuName, input.language)
        : null;
      const parentId = pageMenuId ?? input.menuDto.parentId;
      await createMenuItem(trx, organizationId, { ...input.menuDto, parentId, contentId: content.id }, input.language);
      if (pageMenuId)
        await trx.updateTable('contents').set({ menu_id: pageMenuId }).where('id', '=', content.id).execute();
    }
    await runContentSaveHooks(
      trx,
      organizationId,
      [],
      templates.map((t) => localizeTemplate({ ...t, content_id: content.id }, input.language)),
      { contentId: content.id, isDeleted: false, language: input.language },
    );
    return content.id;
  });
}

/** Deletes a page: its templates, its menu entries (or their link when they have children). */
export async function deletePage(
  db: Kysely<Database>,
  organizationId: string,
  contentId: string,
  language: Language,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const content = await trx
      .selectFrom('contents')
      .select(['id'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', contentId)
      .forUpdate()
      .executeTakeFirst();
    if (!content) throw notFound('No content has this id.', 'content');
    const linked = await trx
      .selectFrom('menus')
      .select(['id', 'path'])
      .where('organization_id', '=', organizationId)
      .where('content_id', '=', contentId)
      .execute();
    // §4: the home and training pages, the footer and social media are never deleted.
    if (linked.some((m) => ['/home', '/footer', '/social-media'].includes(m.path) || routeOf(m.path) === '/training'))
      throw new HttpError(400, 'PAGE_NOT_DELETABLE', 'This page cannot be deleted.');
    const previous = await loadStoredTemplates(trx, organizationId, contentId);
    await runContentSaveHooks(
      trx,
      organizationId,
      previous.map((t) => localizeTemplate({ ...t, content_id: contentId }, language)),
      [],
      { contentId, isDeleted: true, language },
    );
    for (const menu of linked) {
      const child = await trx.selectFrom('menus').select('id').where('parent_id', '=', menu.id).executeTakeFirst();
      if (child) await trx.updateTable('menus').set({ content_id: null }).where('id', '=', menu.id).execute();
      else await trx.deleteFrom('menus').where('id', '=', menu.id).execute();
    }
    await trx
      .deleteFrom('contents')
      .where('organization_id', '=', organizationId)
      .where('id', '=', contentId)
      .execute();
  });
}
