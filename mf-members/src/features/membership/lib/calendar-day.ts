import { isIsoDate } from '@club/shared/contracts';

/** A calendar date (YYYY-MM-DD) as the page's language writes it: 31.12.2026 / 31/12/2026. */
export const calendarDay = (isoDate: string, language: string): string =>
  isIsoDate(isoDate)
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${isoDate}T00:00:00Z`))
    : isoDate;
