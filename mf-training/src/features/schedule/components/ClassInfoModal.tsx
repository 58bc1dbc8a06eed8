import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Modal } from '@club/shared';
import type { EventsGroup, ScheduleEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { clubTime, durationMinutes, timeOf } from '../../week-calendar';

interface ClassInfoModalProps {
  entry: ScheduleEntry | null;
  course: EventsGroup | null;
  onClose: () => void;
  /** Shown for WRITE_CALENDAR users: opens the class editor for this date. */
  onEdit?: (entry: ScheduleEntry) => void;
  /** Shown for coaches and administrators: who is enrolled for this date, ticking who came. */
  onParticipants?: (entry: ScheduleEntry) => void;
}

/** The class info modal of §2: name, date, time, duration, trainer, description, location. */
export function ClassInfoModal({ entry, course, onClose, onEdit, onParticipants }: ClassInfoModalProps) {
  const { t, i18n } = useTranslation(namespace);
  if (!entry) return null;
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const courseLink = course?.url || course?.path || null;
  const rows: Array<[string, string]> = [
    [t('info.date'), clubTime(entry.startDateTime).setLocale(locale).toLocaleString(DateTime.DATE_HUGE)],
    [t('info.time'), `${timeOf(entry.startDateTime)}–${timeOf(entry.endDateTime)}`],
    [t('info.duration'), t('info.minutes', { count: durationMinutes(entry) })],
    [t('info.trainer'), entry.coach.join(', ')],
    [t('info.location'), entry.place],
  ];
  if (entry.description) rows.push([t('info.description'), entry.description]);
  return (
    <Modal
      isOpen
      title={entry.name}
      onClose={onClose}
      footer={
        <>
          {onParticipants ? (
            <button type="button" className="club-button club-button--secondary" onClick={() => onParticipants(entry)}>
              {t('attendance.open')}
            </button>
          ) : null}
          {onEdit ? (
            <button
              type="button"
              className="club-button club-button--secondary training-schedule__edit-control"
              onClick={() => onEdit(entry)}
            >
              {t('info.edit')}
            </button>
          ) : null}
          {courseLink ? (
            <a className="club-button club-button--secondary" href={courseLink}>
              {t('info.goToCourse')}
            </a>
          ) : null}
          <button type="button" className="club-button" onClick={onClose}>
            {t('info.ok')}
          </button>
        </>
      }
    >
      {entry.cancelled ? (
        <p className="class-info__cancelled">
          {entry.holiday ? t('week.holiday', { name: entry.holiday }) : t('info.cancelledNote')}
        </p>
      ) : null}
      <dl className="class-info">
        {rows.map(([term, value]) => (
          <div key={term} className="class-info__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
