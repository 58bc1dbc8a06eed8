import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { scheduleGrid, type Week } from '../lib/week';
import { ScheduleCard } from './ScheduleCard';

interface WeekGridProps {
  week: Week;
  entries: ScheduleEntry[];
  today: string;
  isLoading?: boolean;
  onOpen: (entry: ScheduleEntry) => void;
}

/** Wide screens: a table of start times (rows) by weekday Monday to Sunday (columns). */
export function WeekGrid({ week, entries, today, isLoading = false, onOpen }: WeekGridProps) {
  const { t, i18n } = useTranslation(namespace);
  const rows = scheduleGrid(entries, week);
  const locale = i18n.language === 'en' ? 'en' : 'de';
  return (
    <table className="week-grid" aria-busy={isLoading}>
      <thead>
        <tr>
          <th scope="col" className="week-grid__time-head">
            {t('week.time')}
          </th>
          {week.days.map((day) => {
            const date = DateTime.fromISO(day.date).setLocale(locale);
            return (
              <th
                key={day.date}
                scope="col"
                className={day.date === today ? 'week-grid__day week-grid__day--today' : 'week-grid__day'}
                aria-current={day.date === today ? 'date' : undefined}
              >
                <span className="week-grid__weekday">{date.toFormat('ccc')}</span>{' '}
                <span className="week-grid__date">{date.toFormat('dd.MM.')}</span>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={8} className="week-grid__empty">
              {isLoading ? t('loading', { ns: 'common' }) : t('week.empty')}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.time}>
              <th scope="row" className="week-grid__time">
                {row.time}
              </th>
              {row.cells.map((cell, index) => (
                <td key={week.days[index]?.date ?? index} className="week-grid__cell">
                  {cell.map((entry) => (
                    <ScheduleCard key={entry.id} entry={entry} onOpen={onOpen} />
                  ))}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
