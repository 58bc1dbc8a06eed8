import { useTranslation } from 'react-i18next';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { timeOf } from '../lib/week';

interface ScheduleCardProps {
  entry: ScheduleEntry;
  onOpen: (entry: ScheduleEntry) => void;
}

/** One class in the week: a button that opens its details. Cancelled dates stay, struck through. */
export function ScheduleCard({ entry, onOpen }: ScheduleCardProps) {
  const { t } = useTranslation(namespace);
  const status = entry.holiday
    ? t('week.holiday', { name: entry.holiday })
    : entry.cancelled
      ? t('week.cancelled')
      : entry.modified
        ? t('week.moved')
        : null;
  return (
    <button
      type="button"
      className={['schedule-card', entry.cancelled ? 'schedule-card--cancelled' : ''].filter(Boolean).join(' ')}
      onClick={() => onOpen(entry)}
    >
      <span className="schedule-card__time">
        {timeOf(entry.startDateTime)}–{timeOf(entry.endDateTime)}
      </span>
      <span className="schedule-card__name">{entry.name}</span>
      <span className="schedule-card__place">{entry.place}</span>
      {status ? <span className="schedule-card__status">{status}</span> : null}
    </button>
  );
}
