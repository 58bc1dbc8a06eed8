import { useTranslation } from 'react-i18next';
import { useCall } from '@club/shared/data/use-call';
import { getNextDates } from '@club/shared/contracts/endpoints/calendar';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';

const clubZone = 'Europe/Berlin';

/** "Mi., 25.11.2026, 18:30–19:30" in the club's time zone and the page's language. */
function formatDateRange(entry: ScheduleEntry, lang: string): string {
  const locale = lang === 'en' ? 'en-GB' : 'de-DE';
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: clubZone,
  }).format(new Date(entry.startDateTime));
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: clubZone });
  return `${day}, ${time.format(new Date(entry.startDateTime))}–${time.format(new Date(entry.endDateTime))}`;
}

/** The course's next dates as the timetable has them (moved and cancelled dates included). */
export function NextDates({ eventsGroupId }: { eventsGroupId: string }) {
  const { t, i18n } = useTranslation(namespace);
  // Loads once the organization is known (the call's path names it).
  const dates = useCall(getNextDates, { params: { eventsGroupId }, query: { count: 5 } });
  if (dates.error) return <p className="course-block__dates-empty">{t('course.datesError')}</p>;
  if (!dates.data) return null;
  if (dates.data.length === 0) return <p className="course-block__dates-empty">{t('course.noDates')}</p>;
  return (
    <ul className="course-block__dates">
      {dates.data.map((entry) => (
        <li key={entry.id} className={entry.cancelled ? 'course-block__date--cancelled' : undefined}>
          <span>{formatDateRange(entry, i18n.language)}</span>
          <span className="course-block__date-place">{entry.place}</span>
          {entry.cancelled ? (
            <strong className="course-block__date-status">
              {entry.holiday ? t('course.holiday', { name: entry.holiday }) : t('course.cancelled')}
            </strong>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
