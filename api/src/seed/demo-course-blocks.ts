import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../db/schema.js';
import { courseClassInput } from '../modules/calendar/course-series.js';
import { createProduct } from '../modules/products/repository.js';
import { t, template } from './builders.js';
import { seedFirstMonday, timetable } from './demo-calendar.js';

const dayNumber = { MONDAY: 0, TUESDAY: 1, WEDNESDAY: 2, THURSDAY: 3, FRIDAY: 4, SATURDAY: 5, SUNDAY: 6 } as const;

/**
 * Every demo course bookable (issue 21: only the two course pages were): each timetable course
 * without a COURSE template gets one at the end of its sport page and its product, linked as a
 * page save links them. The template describes the course's first class (weekday, time,
 * duration, place, trainers, a year from the timetable's first week) and owns that series, as if
 * the page had created it; further classes (a second training day) stay the timetable's own.
 * Runs after the calendar and the course pages are seeded.
 */
export async function seedDemoCourseBlocks(
  db: Kysely<Database>,
  organizationId: string,
  today: DateTime = DateTime.now(),
): Promise<void> {
  const linked = await db
    .selectFrom('templates')
    .select('metadata')
    .where('organization_id', '=', organizationId)
    .where('type', '=', 'COURSE')
    .execute();
  const linkedIds = new Set(linked.map((row) => (row.metadata as { eventsGroupId?: string }).eventsGroupId));
  for (const [, courses] of Object.entries(timetable)) {
    for (const course of courses) {
      if (!course.price) continue;
      const group = await db
        .selectFrom('events_groups')
        .select(['id', 'category_id', 'content_id'])
        .where('organization_id', '=', organizationId)
        .where('name', '=', course.name)
        .executeTakeFirst();
      if (!group?.content_id || linkedIds.has(group.id)) continue;
      const price = course.price.toFixed(2);
      const slot = course.slots[0];
      if (!slot) continue;
      const first = seedFirstMonday(today).plus({ days: dayNumber[slot.day] });
      const block = template('COURSE', [
        {
          date: first.toISODate() ?? '',
          time: slot.time,
          classDuration: String(slot.minutes),
          unit: t('Minuten', 'minutes'),
          [slot.day.toLowerCase()]: 'true',
          repeat: 'WEEKLY',
          repeatPeriod: '1',
          endingDate: first.plus({ years: 1 }).minus({ days: 1 }).toISODate() ?? '',
          price,
          currency: 'EUR',
          location: course.place,
          description: t(course.description, course.description),
          shortDescription: t(course.name, course.name),
          category: group.category_id ?? '',
        },
        ...course.coach.map((name) => ({ $type: 'trainer', name })),
      ]);
      const last = await db
        .selectFrom('templates')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('content_id', '=', group.content_id)
        .executeTakeFirst();
      const { id: templateId } = await db
        .insertInto('templates')
        .values({
          organization_id: organizationId,
          content_id: group.content_id,
          position: Number(last?.position ?? 0) + 1,
          name: course.name,
          type: 'COURSE',
          metadata: JSON.stringify({ eventsGroupId: group.id, categoryId: group.category_id }),
          fields: JSON.stringify(block.fields),
          elements: JSON.stringify(block.elements),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const input = courseClassInput(
        {
          id: templateId,
          metadata: {},
          fields: block.fields,
          elements: block.elements,
        },
        group.id,
      );
      await db
        .updateTable('schedule_series')
        .set({ template_id: templateId, template_values: JSON.stringify(input) })
        .where('events_group_id', '=', group.id)
        .where('start_local', '=', `${first.toISODate()}T${slot.time}`)
        .execute();
      await createProduct(db, organizationId, {
        name: course.name,
        description: course.description,
        images: [],
        pricingDetails: { price: course.price },
        tags: {
          eventsGroupId: [group.id],
          contentId: [group.content_id],
          categoryId: group.category_id ? [group.category_id] : [],
        },
      });
    }
  }
}
