import type { Template } from '@club/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database, Localized } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import { localizeTemplate } from './content-repository.js';
import { type StoredTemplate, type TemplateInput, toStoredTemplate } from './page-input.js';
import { refuseUnlessHolder } from './editor-presence.js';
import { runContentSaveHooks } from './save-hooks.js';
import { deletionError, moveError } from './template-structure-errors.js';
import { changesInWords, type RevisionChange, revisionChanges } from './revision-changes.js';
import { contracts } from '../../lib/contracts.js';
import type { PageSnapshot } from './tables.js';

export interface PageSave {
  contentId: string;
  name: string;
  templates: TemplateInput[];
  /** The version the editor started from; an older one than stored answers 409. */
  baseVersion: number;
  author: string;
  language: Language;
  /** The person saving and the time: a page someone else holds in edit mode is refused (PAGE_HELD). */
  writer?: { userId: string; now: Date };
}

export async function loadStoredTemplates(
  db: Kysely<Database> | Transaction<Database>,
  organizationId: string,
  contentId: string,
): Promise<StoredTemplate[]> {
  return (await db
    .selectFrom('templates')
    .select(['id', 'name', 'type', 'metadata', 'fields', 'elements'])
    .where('organization_id', '=', organizationId)
    .where('content_id', '=', contentId)
    .orderBy('position')
    .execute()) as StoredTemplate[];
}

/** The home page is the one the '/home' menu entry shows (its news block is mandatory). */
export async function isHomeContent(
  db: Kysely<Database> | Transaction<Database>,
  organizationId: string,
  contentId: string,
): Promise<boolean> {
  const home = await db
    .selectFrom('menus')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('path', '=', '/home')
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  return !!home;
}

const asTemplates = (stored: StoredTemplate[], lang: Language): Template[] =>
  stored.map((t) => localizeTemplate({ ...t, content_id: null }, lang));

export async function writeTemplates(
  trx: Transaction<Database>,
  organizationId: string,
  contentId: string,
  previous: StoredTemplate[],
  next: StoredTemplate[],
): Promise<void> {
  const keep = new Set(next.map((t) => t.id));
  const gone = previous.filter((t) => !keep.has(t.id)).map((t) => t.id);
  if (gone.length > 0) {
    await trx.deleteFrom('templates').where('organization_id', '=', organizationId).where('id', 'in', gone).execute();
  }
  const previousIds = new Set(previous.map((t) => t.id));
  for (const [position, template] of next.entries()) {
    const row = {
      position,
      name: template.name,
      type: template.type,
      metadata: JSON.stringify(template.metadata),
      fields: JSON.stringify(template.fields),
      elements: JSON.stringify(template.elements),
    };
    if (previousIds.has(template.id)) {
      await trx
        .updateTable('templates')
        .set(row)
        .where('organization_id', '=', organizationId)
        .where('id', '=', template.id)
        .execute();
    } else {
      await trx
        .insertInto('templates')
        .values({ ...row, id: template.id, organization_id: organizationId, content_id: contentId })
        .execute();
    }
  }
}

export async function recordRevision(
  trx: Transaction<Database>,
  organizationId: string,
  contentId: string,
  version: number,
  author: string,
  summary: string,
  snapshot: PageSnapshot,
  changes: RevisionChange[] | null = null,
): Promise<void> {
  await trx
    .insertInto('content_revisions')
    .values({
      organization_id: organizationId,
      content_id: contentId,
      version,
      author,
      summary,
      snapshot: JSON.stringify(snapshot),
      changes: changes ? JSON.stringify(changes) : null,
    })
    .execute();
}

/** Pages that existed before revisions (the seed) get their state recorded before the first save. */
export async function keepFirstRevision(
  trx: Transaction<Database>,
  organizationId: string,
  contentId: string,
  content: { name: Localized; version: number; updated_by: string | null },
  templates: StoredTemplate[],
): Promise<void> {
  const any = await trx
    .selectFrom('content_revisions')
    .select('id')
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  if (any) return;
  await recordRevision(trx, organizationId, contentId, content.version, content.updated_by ?? 'TSV', 'initial', {
    name: content.name,
    templates,
  });
}

/** '24.11.2026, 14:05' on the club's clock, for the German sentence. */
const berlinDateTime = (at: Date): string =>
  DateTime.fromJSDate(at, { zone: 'Europe/Berlin' }).toFormat('dd.MM.yyyy, HH:mm');

/** The conflict answer: who saved in between and when, so the editor can tell the user. */
export function conflict(updatedBy: string | null, updatedAt: Date, version: number): HttpError {
  return new HttpError(
    409,
    'CONTENT_CONFLICT',
    `This page was saved by ${updatedBy ?? 'someone else'} at ${updatedAt.toISOString()} (version ${version}) after you opened it. Reload it to see their changes.`,
    undefined,
    { name: updatedBy ?? '', at: updatedAt.toISOString(), atBerlin: berlinDateTime(updatedAt), version },
    updatedBy ? 'CONTENT_CONFLICT' : 'CONTENT_CONFLICT.someoneElse',
  );
}

/**
 * Saves a page with all its templates in one transaction: version check, templates created,
 * updated and deleted, a revision recorded, save hooks run. Anything failing rolls it all back.
 */
export async function savePage(db: Kysely<Database>, organizationId: string, save: PageSave): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const content = await trx
      .selectFrom('contents')
      .select(['id', 'name', 'version', 'updated_at', 'updated_by'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', save.contentId)
      .forUpdate()
      .executeTakeFirst();
    if (!content) throw notFound('No content has this id.', 'content');
    if (save.writer)
      await refuseUnlessHolder(trx, { organizationId, contentId: save.contentId, ...save.writer }, save.writer.now);
    if (content.version !== save.baseVersion) throw conflict(content.updated_by, content.updated_at, content.version);

    const previous = await loadStoredTemplates(trx, organizationId, save.contentId);
    await keepFirstRevision(trx, organizationId, save.contentId, content, previous);
    const previousById = new Map(previous.map((t) => [t.id, t]));
    const next = save.templates.map((input) =>
      toStoredTemplate(input, input.id ? previousById.get(input.id) : undefined, save.language),
    );
    const isHomePage = await isHomeContent(trx, organizationId, save.contentId);
    const [removal] = contracts.deletionIssues(previous, next, { isHomePage });
    if (removal) throw deletionError(removal);
    // The editor keeps the first and the protected blocks in place (issue 34); so does the server.
    const [move] = contracts.moveIssues(previous, next, { isHomePage });
    if (move) throw moveError(move);
    await writeTemplates(trx, organizationId, save.contentId, previous, next);

    const name: Localized = { ...content.name, [save.language]: save.name.trim() };
    const version = content.version + 1;
    await trx
      .updateTable('contents')
      .set({ name: JSON.stringify(name), version, updated_at: new Date(), updated_by: save.author })
      .where('organization_id', '=', organizationId)
      .where('id', '=', save.contentId)
      .execute();
    const isRenamed = content.name[save.language] !== name[save.language];
    const changes = revisionChanges(previous, next, isRenamed);
    await recordRevision(
      trx,
      organizationId,
      save.contentId,
      version,
      save.author,
      changesInWords(changes),
      { name, templates: next },
      changes,
    );
    await runContentSaveHooks(
      trx,
      organizationId,
      asTemplates(previous, save.language),
      asTemplates(next, save.language),
      { contentId: save.contentId, isDeleted: false, language: save.language },
    );
    return version;
  });
}
