import { DateTime } from 'luxon';
import type { Localized, StoredElement, StoredField } from '../../db/schema.js';

/** A COURSE template as stored (fields and elements with values in both languages). */
export interface StoredCourseTemplate {
  id: string;
  type: string;
  metadata: Record<string, unknown>;
  fields: StoredField[];
  elements: StoredElement[];
}

/** The values of the template's first default element, by field name. */
export function courseValues(template: Pick<StoredCourseTemplate, 'fields' | 'elements'>): Record<string, Localized> {
  const names = new Map(template.fields.map((f) => [f.id, f.name]));
  const element = template.elements.find((e) => e.type === 'default') ?? template.elements[0];
  const values: Record<string, Localized> = {};
  for (const value of element?.values ?? []) {
    const name = names.get(value.fieldId);
    if (name) values[name] = value.value;
  }
  return values;
}

/** The price in euro (0 when missing or not a number). */
export function coursePrice(values: Record<string, Localized>): number {
  const text = (values.price?.de || values.price?.en || '').replace(',', '.').trim();
  const price = Number(text);
  return Number.isFinite(price) && price > 0 ? Math.round(price * 100) / 100 : 0;
}

/** The places the template asks for (NUMBER_2, 1-500), or undefined when empty: the product keeps its stock. */
export function coursePlacesOf(values: Record<string, Localized>): number | undefined {
  const text = (values.places?.de || values.places?.en || '').trim();
  const places = Number(text);
  return text !== '' && Number.isInteger(places) && places >= 1 ? places : undefined;
}

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const plain = (values: Record<string, Localized>, name: string) => (values[name]?.de || values[name]?.en || '').trim();

/**
 * The next start of a course after `after`, from its COURSE values: first date and time, weekly
 * days (checkboxes), every `repeatPeriod` days/weeks/months, until the ending date. A fallback
 * for when the calendar has no schedule for the course. Times are Europe/Berlin.
 */
export function nextCourseDate(values: Record<string, Localized>, after: Date): string | null {
  const zone = 'Europe/Berlin';
  const [hour = 0, minute = 0] = plain(values, 'time').split(':').map(Number);
  const start = DateTime.fromISO(plain(values, 'date'), { zone }).set({ hour, minute });
  if (!start.isValid) return null;
  const ending = DateTime.fromISO(plain(values, 'endingDate'), { zone }).endOf('day');
  const until = ending.isValid ? ending : start.plus({ years: 1 });
  const from = DateTime.fromJSDate(after, { zone });
  const period = Math.max(1, Math.min(31, Number(plain(values, 'repeatPeriod')) || 1));
  const repeat = plain(values, 'repeat').toUpperCase();
  const days = weekdays.map((d, i) => (plain(values, d) === 'true' ? i + 1 : 0)).filter(Boolean);

  let candidate = start;
  // Bounded walk: at most two years of daily steps.
  for (let step = 0; step < 800 && candidate <= until; step++) {
    if (candidate > from) {
      const isWeekly = repeat === 'WEEKLY' && days.length > 0;
      const weekIndex = Math.floor(candidate.startOf('week').diff(start.startOf('week'), 'weeks').weeks);
      if (!isWeekly || (days.includes(candidate.weekday) && weekIndex % period === 0)) return candidate.toISO();
    }
    if (repeat === 'DAILY') candidate = candidate.plus({ days: period });
    else if (repeat === 'MONTHLY') candidate = candidate.plus({ months: period });
    else if (repeat === 'WEEKLY')
      candidate = days.length > 0 ? candidate.plus({ days: 1 }) : candidate.plus({ weeks: period });
    else return candidate > from ? candidate.toISO() : null;
  }
  return null;
}
