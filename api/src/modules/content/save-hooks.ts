import type { Template } from '@club/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../lib/language.js';

/**
 * Work that must commit or fail together with a page save (e.g. the COURSE template <-> events
 * group and product sync). Hooks run inside the page-save transaction after the templates are
 * written; a hook that throws rolls the whole save back (throw an HttpError to answer with it).
 * previousTemplates: the page before the save (empty for a new page);
 * savedTemplates: the page after it (empty when the page is deleted), with their final ids;
 * page: the page saved. Given explicitly because a deleted page has no saved template to read its
 * id from (an empty id once reached the database as '' and made every course page undeletable).
 */
export interface SavedPage {
  contentId: string;
  /** The page is being deleted (its menu entries go too): links to its address must go. */
  isDeleted: boolean;
  /** The caller's language: a hook's refusal is answered in it. */
  language: Language;
}

export type ContentSaveHook = (
  trx: Transaction<Database>,
  organizationId: string,
  previousTemplates: Template[],
  savedTemplates: Template[],
  page: SavedPage,
) => Promise<void>;

const hooks: ContentSaveHook[] = [];

/** Registers a hook; returns a function that removes it again (tests). */
export function registerContentSaveHook(hook: ContentSaveHook): () => void {
  hooks.push(hook);
  return () => {
    const index = hooks.indexOf(hook);
    if (index >= 0) hooks.splice(index, 1);
  };
}

export async function runContentSaveHooks(
  trx: Transaction<Database>,
  organizationId: string,
  previousTemplates: Template[],
  savedTemplates: Template[],
  page: SavedPage,
): Promise<void> {
  for (const hook of hooks) await hook(trx, organizationId, previousTemplates, savedTemplates, page);
}
