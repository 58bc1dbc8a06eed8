import { formatCents, isIsoDate } from '@club/shared/contracts';

/** Money and dates as the page's language writes them. */
export const euro = (cents: number, language: string): string => formatCents(cents, language);

/**
 * A calendar date (YYYY-MM-DD) written out, without passing through a time zone. Anything that
 * is not a real date (what the user is still typing) is shown as it is.
 */
export const calendarDay = (isoDate: string, language: string): string =>
  isIsoDate(isoDate)
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${isoDate}T00:00:00Z`),
      )
    : isoDate;
