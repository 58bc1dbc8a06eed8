/** A Berlin calendar date ('2026-11-21') as people read it: 21.11.2026 / 21/11/2026. */
export function formatDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** A month ('2026-11') as people read it: November 2026. */
export function formatMonth(isoMonth: string, language: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)));
}
