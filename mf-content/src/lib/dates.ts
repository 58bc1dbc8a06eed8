// Dates on visitor pages with the browser's own Intl (which luxon reads these names from too):
// a visitor's download carries no date library (luxon cost 24 KB gzip on `/`, pnpm bench:bundle).
export type Language = 'de' | 'en';

const clubTimeZone = 'Europe/Berlin';
const isoPattern = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?)?)?$/;

/**
 * An ISO 8601 date or date-time as an instant; null when unreadable. A date without a time is
 * local midnight (as luxon's DateTime.fromISO reads it), a date-time without offset local time.
 */
export function parseIsoDate(iso: string): Date | null {
  if (!isoPattern.test(iso)) return null;
  const complete = iso.length === 4 ? `${iso}-01-01` : iso.length === 7 ? `${iso}-01` : iso;
  // A date without a time is a club calendar day: noon UTC is that day in Berlin, whereas local
  // midnight ('T00:00') is the day before in Berlin for a browser east of it (Tokyo).
  const date = new Date(complete.length === 10 ? `${complete}T12:00:00Z` : complete);
  return Number.isNaN(date.getTime()) ? null : date;
}

const nameCache = new Map<string, string[]>();
function names(kind: 'month' | 'weekday', length: 'long' | 'short', language: string): string[] {
  const key = `${kind} ${length} ${language}`;
  let list = nameCache.get(key);
  if (!list) {
    const format = new Intl.DateTimeFormat(language, { [kind]: length, timeZone: 'UTC' });
    // 1 March 2021 was a Monday: weekdays run Monday..Sunday, months January..December.
    list =
      kind === 'month'
        ? Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2021, month, 1)))
        : Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2021, 2, 1 + day)));
    nameCache.set(key, list);
  }
  return list;
}

/** Month names, January first. */
export const monthNames = (length: 'long' | 'short', language: string) => names('month', length, language);
/** Weekday names, Monday first (ISO weekday 1..7 is index + 1). */
export const weekdayNames = (length: 'long' | 'short', language: string) => names('weekday', length, language);

/** Three letters of the month: 'Nov' in English, 'Nov.' in German (no dot for 'Mai'). */
function shortMonth(month: number, language: Language): string {
  const long = monthNames('long', language)[month - 1] ?? '';
  const short = long.slice(0, 3);
  return language === 'de' && long.length > 3 ? `${short}.` : short;
}

const clubDayFormat = new Intl.DateTimeFormat('en', {
  timeZone: clubTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The spec's date label: day, three-letter month, year ('21 Nov 2026' / '21. Nov. 2026'). */
export function formatPublishedDate(iso: string, language: Language): string {
  const date = parseIsoDate(iso);
  if (!date) return '';
  const part = (type: string) => Number(clubDayFormat.formatToParts(date).find((each) => each.type === type)?.value);
  const day = language === 'de' ? `${part('day')}.` : String(part('day'));
  return `${day} ${shortMonth(part('month'), language)} ${part('year')}`;
}

/** The machine-readable date for <time dateTime> (the club's day, as the server renders it too). */
export function isoDate(iso: string): string | undefined {
  const date = parseIsoDate(iso);
  if (!date) return undefined;
  // The club's calendar day (Europe/Berlin), on the server and in every visitor's browser alike.
  const part = (type: string) => clubDayFormat.formatToParts(date).find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month').padStart(2, '0')}-${part('day').padStart(2, '0')}`;
}
