import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database, StoredElement, StoredField } from '../db/schema.js';
import '../modules/users/tables.js';
import type { StoredCourseTemplate } from '../modules/products/course-template.js';
import { syncCourseTemplates } from '../modules/products/course-sync.js';
import { seedFirstMonday } from './demo-calendar.js';

/**
 * Makes the demo club's course pages bookable: every page with a COURSE template gets its
 * events group (reused when the calendar's seed already created one of that name), its
 * product with price and its series in the timetable (from the template's date, time, weekdays
 * and place), exactly as saving the page in the editor does. The template's first date is the
 * timetable's first week and it runs for a year; its category is the events group's.
 */
export async function seedDemoCourses(
  db: Kysely<Database>,
  organizationId: string,
  today: DateTime = DateTime.now(),
): Promise<void> {
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
      const category = await trx
        .selectFrom('events_groups')
        .select('category_id')
        .where('organization_id', '=', organizationId)
        .where('name', '=', page.name.de)
        .executeTakeFirst();
      for (const template of templates.filter((t) => t.type === 'COURSE')) {
        const elements = datedCourse(template.fields, template.elements, today, category?.category_id ?? '');
        await trx
          .updateTable('templates')
          .set({ elements: JSON.stringify(elements) })
          .where('id', '=', template.id)
          .execute();
        template.elements = elements;
      }
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

/** The course's first date in the timetable's first week (its weekday), a year long, in its category. */
function datedCourse(
  fields: StoredField[],
  elements: StoredElement[],
  today: DateTime,
  categoryId: string,
): StoredElement[] {
  const byName = new Map(fields.map((f) => [f.name, f.id]));
  const main = elements.find((e) => e.type === 'default') ?? elements[0];
  if (!main) return elements;
  const value = (name: string) => main.values.find((v) => v.fieldId === byName.get(name))?.value;
  const weekday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].findIndex(
    (day) => value(day)?.de === 'true',
  );
  const first = seedFirstMonday(today).plus({ days: Math.max(0, weekday) });
  const set: Record<string, string> = {
    date: first.toISODate() ?? '',
    endingDate: first.plus({ years: 1 }).minus({ days: 1 }).toISODate() ?? '',
    category: categoryId,
  };
  const setIds = new Set(Object.keys(set).map((name) => byName.get(name)));
  const values = main.values.filter((v) => !setIds.has(v.fieldId));
  for (const [name, text] of Object.entries(set)) {
    const fieldId = byName.get(name);
    if (fieldId) values.push({ id: randomUUID(), fieldId, value: { de: text, en: text } });
  }
  return elements.map((e) => (e === main ? { ...main, values } : e));
}
