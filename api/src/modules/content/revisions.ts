import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { type Language, localize } from '../../lib/language.js';
import { localizeTemplate } from './content-repository.js';
import { refuseUnlessHolder } from './editor-presence.js';
import { conflict, keepFirstRevision, loadStoredTemplates, recordRevision, writeTemplates } from './content-write.js';
import type { StoredTemplate } from './page-input.js';
import { runContentSaveHooks } from './save-hooks.js';
import { type RevisionChange, revisionChanges } from './revision-changes.js';

export interface RevisionSummary {
  id: string;
  version: number;
  author: string;
  summary: string;
  changes: RevisionChange[] | null;
  createdAt: string;
}

export async function listRevisions(
  db: Kysely<Database>,
  organizationId: string,
  contentId: string,
): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom('content_revisions')
    .select(['id', 'version', 'author', 'summary', 'changes', 'created_at'])
    .where('organization_id', '=', organizationId)
    .where('content_id', '=', contentId)
    .orderBy('version', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    author: r.author,
    summary: r.summary,
    changes: (r.changes as RevisionChange[] | null) ?? null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** One revision as a page preview in the request's language. */
export async function findRevision(
  db: Kysely<Database>,
  organizationId: string,
  contentId: string,
  revisionId: string,
  lang: Language,
) {
  const row = await db
    .selectFrom('content_revisions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('content_id', '=', contentId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    author: row.author,
    summary: row.summary,
    createdAt: new Date(row.created_at).toISOString(),
    name: localize(row.snapshot.name, lang),
    templates: (row.snapshot.templates as StoredTemplate[]).map((t) =>
      localizeTemplate({ ...t, content_id: contentId }, lang),
    ),
  };
}

/** Puts a revision back as the published page; the restore is itself a new revision. */
export async function restoreRevision(
  db: Kysely<Database>,
  organizationId: string,
  input: {
    contentId: string;
    revisionId: string;
    baseVersion: number;
    author: string;
    language: Language;
    /** The person restoring: a page someone else holds in edit mode is refused (PAGE_HELD). */
    writer?: { userId: string; now: Date };
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const content = await trx
      .selectFrom('contents')
      .select(['id', 'name', 'version', 'updated_at', 'updated_by'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', input.contentId)
      .forUpdate()
      .executeTakeFirst();
    if (!content) throw notFound('No content has this id.', 'content');
    if (input.writer)
      await refuseUnlessHolder(trx, { organizationId, contentId: input.contentId, ...input.writer }, input.writer.now);
    if (content.version !== input.baseVersion) throw conflict(content.updated_by, content.updated_at, content.version);
    const revision = await trx
      .selectFrom('content_revisions')
      .select(['version', 'snapshot'])
      .where('organization_id', '=', organizationId)
      .where('content_id', '=', input.contentId)
      .where('id', '=', input.revisionId)
      .executeTakeFirst();
    if (!revision) throw notFound('No revision has this id.', 'revision');
    const previous = await loadStoredTemplates(trx, organizationId, input.contentId);
    await keepFirstRevision(trx, organizationId, input.contentId, content, previous);
    const next = revision.snapshot.templates as StoredTemplate[];
    await writeTemplates(trx, organizationId, input.contentId, previous, next);
    const version = content.version + 1;
    await trx
      .updateTable('contents')
      .set({ name: JSON.stringify(revision.snapshot.name), version, updated_at: new Date(), updated_by: input.author })
      .where('id', '=', input.contentId)
      .execute();
    await recordRevision(
      trx,
      organizationId,
      input.contentId,
      version,
      input.author,
      `restored version ${revision.version}`,
      revision.snapshot,
      [{ kind: 'restored', version: revision.version }, ...revisionChanges(previous, next, false)],
    );
    const localized = (list: StoredTemplate[]) =>
      list.map((t) => localizeTemplate({ ...t, content_id: input.contentId }, input.language));
    await runContentSaveHooks(trx, organizationId, localized(previous), localized(next), {
      contentId: input.contentId,
      isDeleted: false,
      language: input.language,
    });
    return version;
  });
}
