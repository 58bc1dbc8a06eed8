// Dates of an event as the visitor reads them, in the club's time zone.
const locale = (lang: 'de' | 'en') => (lang === 'de' ? 'de-DE' : 'en-GB');

/** '2027-07-10' -> 'Samstag, 10. Juli 2027' (an instant, when given, decides the Berlin day). */
export function formatEventDate(isoDate: string, lang: 'de' | 'en', instant?: string): string {
  const moment = instant ? new Date(instant) : new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(moment.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'full', timeZone: 'Europe/Berlin' }).format(moment);
}

/** '15:00' and '22:00' -> '15:00 – 22:00 Uhr' (German reads times with 'Uhr'), '15:00 – 22:00' in English. */
export function formatEventTime(start: string, end: string | undefined, lang: 'de' | 'en'): string {
  const span = end ? `${start} – ${end}` : start;
  return lang === 'de' ? `${span} Uhr` : span;
}
