import { DateTime } from 'luxon';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { entriesOn, type Week } from '../lib/week';
import { ScheduleCard } from './ScheduleCard';

interface DayAccordionProps {
  week: Week;
  entries: ScheduleEntry[];
  today: string;
  isLoading?: boolean;
  onOpen: (entry: ScheduleEntry) => void;
}

/** Small screens: one section per day, today open (Monday when today is not in the week shown). */
export function DayAccordion({ week, entries, today, isLoading = false, onOpen }: DayAccordionProps) {
  const { t, i18n } = useTranslation(namespace);
  const baseId = useId();
  const initial = week.days.some((d) => d.date === today) ? today : (week.days[0]?.date ?? '');
  const [openDays, setOpenDays] = useState<Set<string>>(() => new Set([initial]));
  // A new week opens its own "today" section (state keyed by the week's start).
  const [shownWeek, setShownWeek] = useState(week.start);
  if (shownWeek !== week.start) {
    setShownWeek(week.start);
    setOpenDays(new Set([initial]));
  }
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const toggle = (date: string) =>
    setOpenDays((current) => {
      const next = new Set(current);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });
  return (
    <div className="day-accordion" aria-busy={isLoading}>
      {week.days.map((day, index) => {
        const dayEntries = entriesOn(entries, day.date);
        // A cancelled class is no training of that day: it is counted apart ('fällt aus').
        const dayCount = (list: typeof dayEntries) => {
          const held = list.filter((entry) => !entry.cancelled).length;
          const cancelled = list.length - held;
          if (held === 0 && cancelled > 0) return t('week.cancelledOnly', { count: cancelled });
          return t('week.classes', { count: held });
        };
        const isOpen = openDays.has(day.date);
        const panelId = `${baseId}-panel-${index}`;
        const label = DateTime.fromISO(day.date).setLocale(locale).toFormat('cccc, dd.MM.');
        return (
          <section key={day.date} className="day-accordion__day">
            <h4 className="day-accordion__heading">
              <button
                type="button"
                className="day-accordion__toggle"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(day.date)}
              >
                <span>
                  {label}
                  {day.date === today ? ` (${t('week.today')})` : ''}
                </span>
                <span className="day-accordion__count">{dayCount(dayEntries)}</span>
              </button>
            </h4>
            <div id={panelId} role="region" aria-label={label} hidden={!isOpen} className="day-accordion__panel">
              {dayEntries.length === 0 ? (
                <p className="day-accordion__empty">{t('week.noClassesDay')}</p>
              ) : (
                dayEntries.map((entry) => <ScheduleCard key={entry.id} entry={entry} onOpen={onOpen} />)
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
