import { DateTime } from 'luxon';

/** The club's time zone: every calendar date (due dates, birthdays, "today") is a Berlin date. */
export const CLUB_TIME_ZONE = 'Europe/Berlin';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Berlin calendar date (YYYY-MM-DD) of an instant. `toISOString().slice(0, 10)` gives the UTC
 * date instead, which is yesterday between midnight and 01:00/02:00 in Berlin.
 */
export function berlinDate(instant: Date | number = Date.now()): string {
  const millis = typeof instant === 'number' ? instant : instant.getTime();
  return DateTime.fromMillis(millis, { zone: CLUB_TIME_ZONE }).toISODate() as string;
}

/** Today's date in Berlin, whatever the time zone of the machine or the browser. */
export function berlinToday(now: Date | number = Date.now()): string {
  return berlinDate(now);
}

/** True for a well-formed calendar date that exists (2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  return isoDatePattern.test(value) && DateTime.fromISO(value, { zone: CLUB_TIME_ZONE }).isValid;
}

/** Adds whole days to a calendar date without passing through a time of day. */
export function addDays(isoDate: string, days: number): string {
  return DateTime.fromISO(isoDate, { zone: CLUB_TIME_ZONE }).plus({ days }).toISODate() as string;
}

/** Midnight at the start of a Berlin calendar date, as an instant. */
export function berlinMidnight(isoDate: string): Date {
  return DateTime.fromISO(isoDate, { zone: CLUB_TIME_ZONE }).startOf('day').toJSDate();
}
