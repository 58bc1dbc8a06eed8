import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../lib/language.js';
import { isTextFieldType } from './field-types.js';
import { loadStoredTemplates } from './content-write.js';

/**
 * Per language, the ids of the page's blocks with a text filled in the other language only (the
 * visitor of that language sees the other language's words there).
 */
export async function untranslatedBlocks(
  db: Kysely<Database>,
  organizationId: string,
  contentId: string,
): Promise<Record<Language, string[]>> {
  const templates = await loadStoredTemplates(db, organizationId, contentId);
  const missing: Record<Language, string[]> = { de: [], en: [] };
  for (const template of templates) {
    const texts = new Set(template.fields.filter((f) => isTextFieldType(f.type)).map((f) => f.id));
    const values = template.elements.flatMap((e) => e.values).filter((v) => texts.has(v.fieldId));
    for (const lang of ['de', 'en'] as const) {
      const other = lang === 'de' ? 'en' : 'de';
      if (values.some((v) => !v.value[lang]?.trim() && !!v.value[other]?.trim())) missing[lang].push(template.id);
    }
  }
  return missing;
}
