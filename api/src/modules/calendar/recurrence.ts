import { createRequire } from 'node:module';
import { DateTime, IANAZone } from 'luxon';
import type * as RRuleModule from 'rrule';
import type { Recurrence } from '@club/shared/contracts/schemas';

// rrule ships a UMD bundle as "main" whose named exports Node's ESM loader cannot see.
const require = createRequire(import.meta.url);
const { RRule } = require('rrule') as typeof RRuleModule;

/** The club's clock: classes keep their wall-clock time across daylight-saving changes. */
export const zone = 'Europe/Berlin';
/** An open-ended series ("Never") is materialised this far ahead of its first date. */
export const openEndedYears = 2;
/** Guard against a rule that would produce an absurd number of dates. */
export const maxOccurrences = 800;

const weekdayOf = {
  MONDAY: RRule.MO,
  TUESDAY: RRule.TU,
  WEDNESDAY: RRule.WE,
  THURSDAY: RRule.TH,
  FRIDAY: RRule.FR,
  SATURDAY: RRule.SA,
  SUNDAY: RRule.SU,
} as const;
const frequencyOf = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY } as const;

export interface SeriesRule {
  /** Wall-clock start of the first date in Europe/Berlin, "YYYY-MM-DDTHH:mm". */
  startLocal: string;
  durationMinutes: number;
  recurrence: Recurrence | null;
}

export interface Occurrence {
  /** Where the rule puts this date (identifies it within the series). */
  originalStart: Date;
  start: Date;
  end: Date;
}

/** A Berlin wall-clock string as a luxon DateTime (nonexistent times move forward, as phones do). */
export const localToDateTime = (local: string): DateTime => DateTime.fromISO(local, { zone });

/** "2026-11-23T18:00" for an instant, in Berlin. */
export const toLocalString = (date: Date): string => DateTime.fromJSDate(date, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");

const berlin = IANAZone.create(zone);
// Berlin's offset only changes on the hour; luxon computes it with Intl, which is slow per call.
const offsets = new Map<number, number>();
function offsetAt(time: number): number {
  const hour = Math.floor(time / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = berlin.offset(time);
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}
const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');

/**
 * An ISO string with Berlin's offset, as the API answers times ("2026-11-23T18:00:00.000+01:00").
 * Built from the zone's offset directly: the week read formats hundreds of these per request.
 */
export function toBerlinIso(date: Date | number): string {
  const time = typeof date === 'number' ? date : date.getTime();
  const offset = offsetAt(time);
  const local = new Date(time + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${pad(abs / 60)}:${pad(abs % 60)}`;
}

/**
 * Parses a time a caller sent: with an offset it is that instant, without one it is Berlin
 * wall clock. Returns null when it is not a time at all.
 */
export function parseCallerTime(value: string): DateTime | null {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
  const parsed = hasZone ? DateTime.fromISO(value, { setZone: true }).setZone(zone) : DateTime.fromISO(value, { zone });
  return parsed.isValid ? parsed : null;
}

// rrule computes in "floating" time: the wall clock is handed over as if it were UTC, and each
// result's UTC fields are read back as Berlin wall clock. That keeps 18:00 at 18:00 in summer.
const floating = (dt: DateTime): Date =>
  new Date(Date.UTC(dt.year, dt.month - 1, dt.day, dt.hour, dt.minute, dt.second));
const fromFloating = (date: Date): DateTime =>
  DateTime.fromObject(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    },
    { zone },
  );

/** The rrule options of a series (also what the iCal feed writes as RRULE). */
export function ruleOptions(startLocal: string, recurrence: Recurrence): Partial<RRuleModule.Options> {
  const start = localToDateTime(startLocal);
  const days = recurrence.daysToRepeat.map((d) => weekdayOf[d]);
  const options: Partial<RRuleModule.Options> = {
    freq: frequencyOf[recurrence.repeatType],
    interval: recurrence.repeatPeriod,
    dtstart: floating(start),
  };
  if (recurrence.repeatType !== 'MONTHLY' && days.length > 0) options.byweekday = days;
  if (recurrence.oneYear) {
    options.until = floating(start.plus({ years: 1 }).minus({ minutes: 1 }));
  } else if (recurrence.endingDate) {
    options.until = floating(DateTime.fromISO(recurrence.endingDate, { zone }).endOf('day'));
  } else if (recurrence.numberOfOcurrences) {
    options.count = recurrence.numberOfOcurrences;
  }
  return options;
}

/** True when the series has no end (the custom end "Never"). */
export const isOpenEnded = (recurrence: Recurrence | null): boolean =>
  !!recurrence && !recurrence.oneYear && !recurrence.endingDate && !recurrence.numberOfOcurrences;

/** Every date of a series (open-ended ones up to openEndedYears after the first date). */
export function expandSeries(rule: SeriesRule): Occurrence[] {
  const start = localToDateTime(rule.startLocal);
  const make = (dt: DateTime): Occurrence => {
    const begin = dt.toJSDate();
    return { originalStart: begin, start: begin, end: dt.plus({ minutes: rule.durationMinutes }).toJSDate() };
  };
  if (!rule.recurrence) return [make(start)];
  const options = ruleOptions(rule.startLocal, rule.recurrence);
  if (isOpenEnded(rule.recurrence)) options.until = floating(start.plus({ years: openEndedYears }));
  const dates: Date[] = [];
  new RRule(options).all((_date, index) => {
    if (index >= maxOccurrences) return false;
    dates.push(_date);
    return true;
  });
  return dates.slice(0, maxOccurrences).map((d) => make(fromFloating(d)));
}

/**
 * The RRULE line of a series for iCal ("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;UNTIL=..."). `cutAt` is
 * the last date the site has of a series it cuts short (seriesCutAt), so calendar apps end there too.
 */
export function rruleText(startLocal: string, recurrence: Recurrence, cutAt?: Date | null): string {
  const options = ruleOptions(startLocal, recurrence);
  // iCal wants UNTIL as a real UTC instant, not the floating wall clock rrule computes with.
  if (options.until) options.until = fromFloating(options.until).toJSDate();
  if (cutAt) {
    delete options.count;
    options.until = cutAt;
  }
  const text = RRule.optionsToString({ ...options, dtstart: null });
  return text.replace(/^RRULE:/, '');
}

/**
 * The start of the last date of a series the site cuts short: open-ended ones end openEndedYears
 * after their first date, any series after maxOccurrences dates. Null when the rule ends by itself.
 */
export function seriesCutAt(dates: Occurrence[], recurrence: Recurrence | null): Date | null {
  if (!recurrence) return null;
  if (!isOpenEnded(recurrence) && dates.length < maxOccurrences) return null;
  return dates.at(-1)?.start ?? null;
}
