// How "Meine Kurse" and the organiser's page write an event's time, in the club's time zone.

/**
 * 'Sa., 12.12.2026, 15:00 Uhr' (German reads times with "Uhr") or 'Sat, 12/12/2026, 15:00'
 * (British English: day first, 24 hours, as the rest of the site).
 */
export function formatEventWhen(iso: string, lang: string): string {
  const german = lang !== 'en';
  const text = new Intl.DateTimeFormat(german ? 'de-DE' : 'en-GB', {
    timeZone: 'Europe/Berlin',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
  return german ? `${text} Uhr` : text;
}
