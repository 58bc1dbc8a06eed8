import { DateTime, Info } from 'luxon';

export type Language = 'de' | 'en';

/** Three letters of the month: 'Nov' in English, 'Nov.' in German (no dot for 'Mai'). */
function shortMonth(date: DateTime, language: Language): string {
  const long = Info.months('long', { locale: language })[date.month - 1] ?? '';
  const short = long.slice(0, 3);
  return language === 'de' && long.length > 3 ? `${short}.` : short;
}

/** The spec's date label: day, three-letter month, year ('21 Nov 2026' / '21. Nov. 2026'). */
export function formatPublishedDate(iso: string, language: Language): string {
  const date = DateTime.fromISO(iso, { setZone: false }).setZone('Europe/Berlin');
  if (!date.isValid) return '';
  const day = language === 'de' ? `${date.day}.` : String(date.day);
  return `${day} ${shortMonth(date, language)} ${date.year}`;
}

/** The machine-readable date for <time dateTime> (the club's day, as the server renders it too). */
export function isoDate(iso: string): string | undefined {
  const date = DateTime.fromISO(iso).setZone('Europe/Berlin');
  return date.isValid ? (date.toISODate() ?? undefined) : undefined;
}
