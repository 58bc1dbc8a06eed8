import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { berlinToday } from '../../lib/contracts.js';
import type { Language } from '../../lib/language.js';
import { knownRouteCheck, type TemplateInput, validateTemplates } from './page-input.js';

/** Runs §5's rules with the site's current routes; 400 naming every failing value. */
export async function validatePage(
  db: Kysely<Database>,
  organizationId: string,
  templates: TemplateInput[],
  language: Language,
  now: number,
): Promise<void> {
  const paths = await db.selectFrom('menus').select('path').where('organization_id', '=', organizationId).execute();
  validateTemplates(templates, {
    isKnownRoute: knownRouteCheck(paths.map((p) => p.path)),
    language,
    today: berlinToday(now),
  });
}
