import { useTranslation } from 'react-i18next';
import { useCall } from '@club/shared/data/use-call';
import { getCourseWaitingList } from '@club/shared/contracts/endpoints/orders';
import { namespace } from '../../../locales';

const heldUntil = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

/** The course's waiting list in order, beside the participants of a date (coaches and administrators). */
export function CourseWaitingList({ eventsGroupId }: { eventsGroupId: string }) {
  const { t, i18n } = useTranslation(namespace);
  const line = useCall(getCourseWaitingList, { params: { courseId: eventsGroupId } });
  if (!line.data || line.data.length === 0) return null;
  return (
    <section className="attendance__waiting" aria-labelledby={`waiting-${eventsGroupId}`}>
      <h3 id={`waiting-${eventsGroupId}`}>{t('attendance.waitingList', { count: line.data.length })}</h3>
      <ol>
        {line.data.map((person) => (
          <li key={person.userId}>
            {person.name}
            {person.offerExpiresAt
              ? ` · ${t('attendance.waitingOffered', { until: heldUntil(person.offerExpiresAt, i18n.language) })}`
              : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
