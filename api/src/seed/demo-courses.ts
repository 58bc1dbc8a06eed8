import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import '../modules/users/tables.js';
import type { StoredCourseTemplate } from '../modules/products/course-template.js';
import { syncCourseTemplates } from '../modules/products/course-sync.js';

/**
 * Makes the demo club's course pages bookable: every page with a COURSE template gets its
 * events group (reused when the calendar's seed already created one of that name) and its
 * product with price, exactly as saving the page in the editor does.
 */
export async function seedDemoCourses(db: Kysely<Database>, organizationId: string): Promise<void> {
  // The demo member's profile, so the members area shows a filled form.
  await db
    .updateTable('users')
    .set({
      first_name: 'Lena',
      last_name: 'Wagner',
      birth_date: '1991-04-12',
      gender: 'Female',
      country_code: '+49',
      contact_number: '15112345678',
      street_number: 'Bavariastraße 5',
      post_code: '82031',
      city: 'Grünwald',
      member_since: '2019-03-01',
    })
    .where('organization_id', '=', organizationId)
    .where('email', '=', 'member@demo.club')
    .execute();
  const pages = await db
    .selectFrom('contents')
    .innerJoin('templates', 'templates.content_id', 'contents.id')
    .where('contents.organization_id', '=', organizationId)
    .where('templates.type', '=', 'COURSE')
    .select(['contents.id', 'contents.name'])
    .distinct()
    .execute();
  for (const page of pages) {
    await db.transaction().execute(async (trx) => {
      const templates = await trx
        .selectFrom('templates')
        .select(['id', 'type', 'metadata', 'fields', 'elements'])
        .where('content_id', '=', page.id)
        .orderBy('position')
        .execute();
      await syncCourseTemplates(trx, {
        organizationId,
        contentId: page.id,
        pageName: page.name,
        previousTemplates: [],
        savedTemplates: templates as StoredCourseTemplate[],
      });
      const group = await trx
        .selectFrom('events_groups')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('content_id', '=', page.id)
        .executeTakeFirst();
      if (group)
        await trx.updateTable('contents').set({ events_group_id: group.id }).where('id', '=', page.id).execute();
    });
  }
}
