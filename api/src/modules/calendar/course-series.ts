import type { Kysely, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Recurrence, ScheduleInput, WeekDay } from '@club/shared/contracts/schemas';
import type { Database, Localized, StoredElement, StoredField } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { zone } from './recurrence.js';
import { writeSeriesInTransaction } from './schedule-service.js';
import { requiredText, text } from '../../locales/load.js';
import { assertClassRules } from './validation.js';
import { isUuid } from '../../lib/schemas.js';

/** A COURSE template as stored: fields and elements with values in both languages. */
export interface CourseTemplateRow {
  id: string;
  metadata: Record<string, unknown>;
  fields: StoredField[];
  elements: StoredElement[];
}

const weekdayFields: Array<[string, WeekDay]> = [
  ['monday', 'MONDAY'],
  ['tuesday', 'TUESDAY'],
  ['wednesday', 'WEDNESDAY'],
  ['thursday', 'THURSDAY'],
  ['friday', 'FRIDAY'],
  ['saturday', 'SATURDAY'],
  ['sunday', 'SUNDAY'],
];

/** Values of an element by field name, one language (German first: the seed and editor fill it). */
function valuesOf(fields: StoredField[], element: StoredElement | undefined): Record<string, string> {
  const names = new Map(fields.map((f) => [f.id, f.name]));
  const out: Record<string, string> = {};
  for (const value of element?.values ?? []) {
    const name = names.get(value.fieldId);
    const text = (value.value as Localized | undefined) ?? { de: '', en: '' };
    if (name) out[name] = (text.de || text.en || '').trim();
  }
  return out;
}

/**
 * The class a COURSE template describes (content-management.md §3's COURSE fields), or null when
 * date, time or duration are missing: then the template makes no series and the timetable's
 * classes (added by coaches) are the course's dates.
 */
export function courseClassInput(template: CourseTemplateRow, eventsGroupId: string): ScheduleInput | null {
  const main = valuesOf(template.fields, template.elements.find((e) => e.type === 'default') ?? template.elements[0]);
  const minutes = Number(main.classDuration);
  const start = DateTime.fromISO(`${main.date}T${main.time}`, { zone });
  if (!main.date || !main.time || !start.isValid || !Number.isFinite(minutes) || minutes <= 0) return null;
  const coach = template.elements
    .filter((e) => e.type === 'trainer')
    .map((e) => valuesOf(template.fields, e).name ?? '')
    .filter(Boolean);
  const repeatType = (main.repeat ?? '').toUpperCase();
  const days = weekdayFields.filter(([field]) => main[field] === 'true').map(([, day]) => day);
  const recurrence: Recurrence | null =
    repeatType === 'DAILY' || repeatType === 'WEEKLY' || repeatType === 'MONTHLY'
      ? {
          repeatPeriod: Math.max(1, Math.min(31, Math.round(Number(main.repeatPeriod) || 1))),
          repeatType,
          daysToRepeat: repeatType === 'WEEKLY' ? days : [],
          endingDate: main.endingDate || null,
          skipHolidays: true,
        }
      : null;
  return {
    startDateTime: start.toFormat("yyyy-MM-dd'T'HH:mm"),
    endDateTime: start.plus({ minutes }).toFormat("yyyy-MM-dd'T'HH:mm"),
    eventsGroupId,
    coach,
    place: main.location ?? '',
    description: main.description ?? '',
    shortDescription: main.shortDescription ?? '',
    recurrence,
  };
}

// The class's fields as the COURSE block's (content-management.md §3), for a refusal the editor's
// user can act on: 'Kurs, Feld „Ort“: …', not 'place: …' (issue 34).
const courseFieldOf: Record<string, string> = {
  place: 'location',
  coach: 'name',
  startDateTime: 'date',
  endDateTime: 'classDuration',
  description: 'description',
  shortDescription: 'shortDescription',
  recurrence: 'repeat',
};

function courseFieldProblem(field: string, problem: string, lang: 'de' | 'en'): string {
  const name = courseFieldOf[field.split('.')[0] ?? ''] ?? field;
  return requiredText(lang, 'errors.VALIDATION_ERROR.courseField', {
    block: text(lang, 'blocks.COURSE') ?? 'COURSE',
    field: text(lang, `fields.${name}`) ?? name,
    problem,
  });
}

/** The category the template asks for (the DROPDOWN_3 `category` field holds its id), if any. */
export function courseCategoryId(template: CourseTemplateRow): string | null {
  const main = valuesOf(template.fields, template.elements.find((e) => e.type === 'default') ?? template.elements[0]);
  return main.category && isUuid(main.category) ? main.category : null;
}

export interface CourseSeriesSync {
  organizationId: string;
  eventsGroupId: string;
  template: CourseTemplateRow;
  lang?: 'de' | 'en';
}

/**
 * Puts a saved COURSE template into the calendar, inside the page save's transaction:
 * - its category becomes the course's category (so the course is listed on /training), checked
 *   against this club's categories;
 * - its date/time/duration/weekdays/repeat/ending/location create the course's series, or
 *   replace it when those values changed since the last save (dates a coach changed alone keep
 *   their change). Unchanged values leave the series as the timetable has it.
 * A refused series (class rules, overlap) refuses the page save with the calendar's 4xx.
 */
export async function syncCourseSeries(trx: Kysely<Database>, sync: CourseSeriesSync): Promise<void> {
  const { organizationId, eventsGroupId, template } = sync;
  const lang = sync.lang ?? 'en';
  const categoryId = courseCategoryId(template);
  if (categoryId) await applyCategory(trx, organizationId, eventsGroupId, template, categoryId);
  const input = courseClassInput(template, eventsGroupId);
  if (!input) return;
  const fingerprint = JSON.stringify(input);
  const seriesOf = trx
    .selectFrom('schedule_series')
    .select(['id', 'template_id', 'template_values', 'events_group_id'])
    .where('organization_id', '=', organizationId);
  // A template moved to another page (or removed and added again) gets a new id: the course's
  // series made by its earlier template is still the course's series, not a second one.
  const existing =
    (await seriesOf.where('template_id', '=', template.id).executeTakeFirst()) ??
    (await seriesOf
      .where('events_group_id', '=', eventsGroupId)
      .where('template_id', 'is not', null)
      .executeTakeFirst());
  if (existing && existing.template_values === fingerprint && existing.events_group_id === eventsGroupId) {
    if (existing.template_id !== template.id) {
      await trx
        .updateTable('schedule_series')
        .set({ template_id: template.id })
        .where('id', '=', existing.id)
        .execute();
    }
    return;
  }
  assertClassRules(input, lang, '', (field, problem) => courseFieldProblem(field, problem, lang));
  const seriesId = await writeSeriesInTransaction(
    trx as Transaction<Database>,
    organizationId,
    input,
    existing?.id ?? null,
    lang,
  );
  await trx
    .updateTable('schedule_series')
    .set({ template_id: template.id, template_values: fingerprint })
    .where('id', '=', seriesId)
    .execute();
}

async function applyCategory(
  trx: Kysely<Database>,
  organizationId: string,
  eventsGroupId: string,
  template: CourseTemplateRow,
  categoryId: string,
): Promise<void> {
  const category = await trx
    .selectFrom('categories')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category) {
    throw new HttpError(
      400,
      'UNKNOWN_CATEGORY',
      'category: no sport category of this club has this id.',
      undefined,
      undefined,
      'UNKNOWN_CATEGORY.sport',
    );
  }
  await trx
    .updateTable('events_groups')
    .set({ category_id: categoryId })
    .where('organization_id', '=', organizationId)
    .where('id', '=', eventsGroupId)
    .execute();
  if (template.metadata?.categoryId === categoryId) return;
  // The block's link to the timetable reads the category from the template's metadata.
  template.metadata = { ...template.metadata, categoryId };
  await trx
    .updateTable('templates')
    .set({ metadata: JSON.stringify(template.metadata) })
    .where('organization_id', '=', organizationId)
    .where('id', '=', template.id)
    .execute();
}
