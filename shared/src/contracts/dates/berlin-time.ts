import { DateTime } from 'luxon';
import { CLUB_TIME_ZONE } from './berlin-date';

// Times of day the club's editors pick and read (scheduled publishing): always Berlin wall-clock
// time, whatever the time zone of the browser, written in the reader's language.

/** A `datetime-local` value ('2026-11-24T14:30') read as Berlin time, as an ISO instant; null if invalid. */
export function berlinLocalToIso(local: string): string | null {
  const time = DateTime.fromISO(local, { zone: CLUB_TIME_ZONE });
  return time.isValid ? (time.toUTC().toISO() as string) : null;
}

/** An instant as a Berlin `datetime-local` value ('2026-11-24T14:30'), for prefilling the input. */
export function isoToBerlinLocal(iso: string): string {
  return DateTime.fromISO(iso, { zone: CLUB_TIME_ZONE }).toFormat("yyyy-MM-dd'T'HH:mm");
}

/** An instant as date and time in Berlin, in the language's words ('24.11.2026, 14:30'). */
export function formatBerlinDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CLUB_TIME_ZONE,
  }).format(new Date(iso));
}
