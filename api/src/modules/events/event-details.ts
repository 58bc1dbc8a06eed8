import type { Kysely, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database, StoredElement, StoredField } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import { contracts } from '../../lib/contracts.js';

type Db = Kysely<Database> | Transaction<Database>;
const zone = 'Europe/Berlin';

/** An EVENT block read for the server: its values in one language and the instants they mean. */
export interface EventDetails {
  id: string;
  organizationId: string;
  contentId: string | null;
  title: string;
  startsAt: Date;
  endsAt: Date | null;
  place: string;
  description: string;
  picture: string;
  pictureAlt: string;
  /** null: unlimited. */
  places: number | null;
  deadline: Date;
  guestsAllowed: boolean;
  /** Per person (guests pay too), integer cents; 0 = free (empty or unreadable price). */
  priceCents: number;
  questions: ReturnType<typeof contracts.eventQuestionOf>[];
}

interface EventRow {
  id: string;
  organization_id: string;
  content_id: string | null;
  fields: StoredField[];
  elements: StoredElement[];
}

/** Values of one element by field name, in the language (German where the English is empty). */
function valuesOf(row: EventRow, element: StoredElement, lang: Language): Record<string, string> {
  const names = new Map(row.fields.map((field) => [field.id, field.name]));
  const values: Record<string, string> = {};
  for (const value of element.values) {
    const name = names.get(value.fieldId);
    if (name) values[name] = (value.value?.[lang] || value.value?.de || '').trim();
  }
  return values;
}

const berlin = (date: string, time: string) => DateTime.fromISO(`${date}T${time || '00:00'}`, { zone });

export function eventFromRow(row: EventRow, lang: Language): EventDetails | null {
  const main = row.elements.find((element) => (element.type || 'default') === 'default');
  if (!main) return null;
  const values = valuesOf(row, main, lang);
  const start = berlin(values.date ?? '', values.time ?? '');
  if (!start.isValid) return null;
  const end = values.endDate || values.endTime ? berlin(values.endDate || values.date!, values.endTime ?? '') : null;
  const places = Number.parseInt(values.places ?? '', 10);
  const deadline = values.deadline ? DateTime.fromISO(values.deadline, { zone }).endOf('day') : null;
  return {
    id: row.id,
    organizationId: row.organization_id,
    contentId: row.content_id,
    title: values.title ?? '',
    startsAt: start.toJSDate(),
    endsAt: end?.isValid ? end.toJSDate() : null,
    place: values.place ?? '',
    description: values.description ?? '',
    picture: values.picture ?? '',
    pictureAlt: values.pictureAlt ?? '',
    places: Number.isFinite(places) && places > 0 ? places : null,
    // Empty (or invalid): sign-ups and cancellations until the event starts.
    deadline: deadline?.isValid && deadline < start ? deadline.toJSDate() : start.toJSDate(),
    guestsAllowed: values.guests === 'true',
    priceCents: Math.max(0, contracts.parseCents(values.price ?? '') ?? 0),
    questions: row.elements
      .filter((element) => element.type === 'question')
      .slice(0, contracts.maxEventQuestions)
      .map((element) => contracts.eventQuestionOf(element.id, valuesOf(row, element, lang)))
      .filter((question) => question.question),
  };
}

/**
 * The event of this club, or 404 (an id of another club, of another block type or unknown).
 * `lock`: the block's row is locked for the transaction (sign-ups of one event run one after
 * the other, as enrolments of a course do with its events_groups row).
 */
export async function loadEvent(
  db: Db,
  organizationId: string,
  eventId: string,
  lang: Language,
  lock = false,
): Promise<EventDetails> {
  let query = db
    .selectFrom('templates')
    .select(['id', 'organization_id', 'content_id', 'fields', 'elements'])
    .where('id', '=', eventId)
    .where('organization_id', '=', organizationId)
    .where('type', '=', 'EVENT')
    .where('content_id', 'is not', null);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  const event = row ? eventFromRow(row, lang) : null;
  if (!event) throw notFound('This event does not exist.', 'event');
  return event;
}

/** Every event block of the club (on a page), in the language. */
export async function allEvents(db: Db, organizationId: string, lang: Language): Promise<EventDetails[]> {
  const rows = await db
    .selectFrom('templates')
    .select(['id', 'organization_id', 'content_id', 'fields', 'elements'])
    .where('organization_id', '=', organizationId)
    .where('type', '=', 'EVENT')
    .where('content_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => eventFromRow(row, lang) ?? []);
}

/** The site route of the page showing the event ('/sommerfest'), or null without a menu entry. */
export async function eventRoute(db: Db, organizationId: string, contentId: string | null): Promise<string | null> {
  if (!contentId) return null;
  const menu = await db
    .selectFrom('menus')
    .select('path')
    .where('organization_id', '=', organizationId)
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  return menu?.path ? contracts.routeOfMenuPath(menu.path) : null;
}
