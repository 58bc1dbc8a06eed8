import type { Template } from '@club/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { registerContentSaveHook, type SavedPage } from '../content/index.js';
import type { StoredCourseTemplate } from './course-template.js';
import { syncCourseTemplates } from './course-sync.js';

/**
 * The page save's hook: keeps COURSE templates, events groups and products in step inside the
 * save's transaction. The hook gets the templates in one language; the sync needs them in both,
 * so the saved ones are read back from the transaction (they are already written).
 */
export async function courseTemplatesSaveHook(
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  trx: Transaction<Database>,
  organizationId: string,
  previousTemplates: Template[],
  savedTemplates: Template[],
  { contentId, isDeleted, language }: SavedPage,
): Promise<void> {
  const hadCourse = previousTemplates.some((t) => t.type === 'COURSE');
  const hasCourse = savedTemplates.some((t) => t.type === 'COURSE');
  if (!hadCourse && !hasCourse) return;
  const savedIds = savedTemplates.map((t) => t.id).filter((id): id is string => Boolean(id));
  const rows = savedIds.length
    ? await trx
        .selectFrom('templates')
        .select(['id', 'type', 'metadata', 'fields', 'elements', 'content_id', 'position'])
        .where('organization_id', '=', organizationId)
        .where('id', 'in', savedIds)
        .orderBy('position')
        .execute()
    : [];
  const page = await trx.selectFrom('contents').select('name').where('id', '=', contentId).executeTakeFirst();
  await syncCourseTemplates(trx, {
    organizationId,
    contentId,
    isPageDeleted: isDeleted,
    language,
    pageName: page?.name ?? { de: '', en: '' },
    // Only ids, types and links matter for the page before the save.
    previousTemplates: previousTemplates.map((t) => ({
      id: t.id ?? '',
      type: t.type,
      metadata: (t.metadata ?? {}) as Record<string, unknown>,
      fields: [],
      elements: [],
    })),
    savedTemplates: rows as StoredCourseTemplate[],
    log,
  });
}

let isRegistered = false;
/** Registers the hook once per process (every app instance shares the registry). */
export function registerCourseTemplateSync(log: Pick<FastifyBaseLogger, 'error' | 'info'>): void {
  if (isRegistered) return;
  isRegistered = true;
  registerContentSaveHook((trx, organizationId, previous, saved, page) =>
    courseTemplatesSaveHook(log, trx, organizationId, previous, saved, page),
  );
}
