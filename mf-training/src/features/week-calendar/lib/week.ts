import { DateTime } from 'luxon';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';

/** Times are shown on the club's clock, whatever the visitor's device says. */
export const clubZone = 'Europe/Berlin';

export interface WeekDayInfo {
  /** 1 = Monday ... 7 = Sunday (the spec's grid columns). */
  weekday: number;
  /** YYYY-MM-DD */
  date: string;
}

export interface Week {
  /** Monday, YYYY-MM-DD. */
  start: string;
  weekNumber: number;
  weekYear: number;
  /** Month(s) of the week for the header, e.g. "November 2026" or "November / Dezember 2026". */
  monthLabel: string;
  days: WeekDayInfo[];
}

/** The Monday-to-Sunday week containing `date` (YYYY-MM-DD or an instant), in Berlin. */
export function weekOf(date: string | DateTime, locale = 'de'): Week {
  const day = typeof date === 'string' ? DateTime.fromISO(date, { zone: clubZone }) : date.setZone(clubZone);
  const monday = day.startOf('week');
  const sunday = monday.plus({ days: 6 });
  const month = (d: DateTime) => d.setLocale(locale).toFormat('LLLL');
  const monthLabel =
    monday.month === sunday.month
      ? `${month(monday)} ${monday.year}`
      : monday.year === sunday.year
        ? `${month(monday)} / ${month(sunday)} ${sunday.year}`
        : `${month(monday)} ${monday.year} / ${month(sunday)} ${sunday.year}`;
  return {
    start: monday.toISODate() ?? '',
    weekNumber: monday.weekNumber,
    weekYear: monday.weekYear,
    monthLabel,
    days: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, date: monday.plus({ days: i }).toISODate() ?? '' })),
  };
}

/**
 * The spec's week navigation: step two days past the end (next) or before the start
 * (previous) and take that day's week. Answers the new Monday.
 */
export function shiftWeek(weekStart: string, direction: 1 | -1): string {
  const monday = DateTime.fromISO(weekStart, { zone: clubZone });
  const target = direction === 1 ? monday.plus({ days: 6 + 2 }) : monday.minus({ days: 2 });
  return target.startOf('week').toISODate() ?? weekStart;
}

/** The schedule window of §9: 00:00:01 of Monday to 23:59:59 of Sunday, Berlin wall clock. */
export function weekWindow(weekStart: string): { startDateTime: string; endDateTime: string } {
  const sunday = DateTime.fromISO(weekStart, { zone: clubZone }).plus({ days: 6 }).toISODate() ?? weekStart;
  return { startDateTime: `${weekStart}T00:00:01`, endDateTime: `${sunday}T23:59:59` };
}

/** Berlin wall-clock parts of an ISO time from the API. */
export function clubTime(iso: string): DateTime {
  return DateTime.fromISO(iso, { setZone: true }).setZone(clubZone);
}

export const timeOf = (iso: string): string => clubTime(iso).toFormat('HH:mm');
export const dateOf = (iso: string): string => clubTime(iso).toISODate() ?? '';

export interface GridRow {
  time: string;
  /** Index 0 = Monday. */
  cells: ScheduleEntry[][];
}

/** The spec's grid: one row per start time, one column per weekday 1-7. */
export function scheduleGrid(entries: ScheduleEntry[], week: Week): GridRow[] {
  const dayIndex = new Map(week.days.map((d, i) => [d.date, i]));
  const rows = new Map<string, GridRow>();
  const sorted = [...entries].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
  for (const entry of sorted) {
    const index = dayIndex.get(dateOf(entry.startDateTime));
    if (index === undefined) continue;
    const time = timeOf(entry.startDateTime);
    let row = rows.get(time);
    if (!row) {
      row = { time, cells: week.days.map(() => []) };
      rows.set(time, row);
    }
    row.cells[index]?.push(entry);
  }
  return [...rows.values()].sort((a, b) => a.time.localeCompare(b.time));
}

/** Entries of one day, by start time. */
export function entriesOn(entries: ScheduleEntry[], date: string): ScheduleEntry[] {
  return entries
    .filter((e) => dateOf(e.startDateTime) === date)
    .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
}

export const durationMinutes = (entry: Pick<ScheduleEntry, 'startDateTime' | 'endDateTime'>): number =>
  Math.round(clubTime(entry.endDateTime).diff(clubTime(entry.startDateTime), 'minutes').minutes);

/** Today's date in Berlin (the accordion opens on it). */
export const todayInClub = (now: DateTime = DateTime.now()): string => now.setZone(clubZone).toISODate() ?? '';
