import { DateTime } from 'luxon';
import { addDays, berlinToday } from '../dates/berlin-date';
import { nextQuarterStart } from '../rules/membership';

/**
 * TARGET2 closing days (ECB): besides Saturdays and Sundays, 1 January, Good Friday, Easter
 * Monday, 1 May, 25 and 26 December. SEPA direct debits settle only on TARGET business days.
 */
export function isTargetBusinessDay(isoDate: string): boolean {
  const day = DateTime.fromISO(isoDate, { zone: 'UTC' });
  if (day.weekday >= 6) return false;
  const monthDay = isoDate.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return false;
  const easter = easterSunday(day.year);
  return isoDate !== addDays(easter, -2) && isoDate !== addDays(easter, 1);
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first TARGET business day on or after a date. */
export function businessDayOnOrAfter(isoDate: string): string {
  let day = isoDate;
  while (!isTargetBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The first TARGET business day strictly after a date. */
export function nextBusinessDay(isoDate: string): string {
  return businessDayOnOrAfter(addDays(isoDate, 1));
}

/**
 * The earliest due date of a core direct debit handed in today: the bank must have it one TARGET
 * business day before the due date (EPC SDD Core, D-1). A file handed in on a closing day is
 * processed on the next business day, so that day counts as the day of submission.
 */
export function earliestDueDate(today: string = berlinToday()): string {
  return nextBusinessDay(businessDayOnOrAfter(today));
}

/** What the collection form offers: the next quarter's first business day, never before the earliest. */
export function suggestedDueDate(today: string = berlinToday()): string {
  const quarterStart = businessDayOnOrAfter(nextQuarterStart(today));
  const earliest = earliestDueDate(today);
  return quarterStart < earliest ? earliest : quarterStart;
}

export type DueDateProblem = 'invalid' | 'notBusinessDay' | 'tooEarly';

/** Why a due date cannot be collected, or null when it can. */
export function dueDateProblem(dueDate: string, today: string = berlinToday()): DueDateProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate) || !DateTime.fromISO(dueDate, { zone: 'UTC' }).isValid) return 'invalid';
  if (!isTargetBusinessDay(dueDate)) return 'notBusinessDay';
  if (dueDate < earliestDueDate(today)) return 'tooEarly';
  return null;
}
