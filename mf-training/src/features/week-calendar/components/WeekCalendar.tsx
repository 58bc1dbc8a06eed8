import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import type { Week } from '../lib/week';
import { DayAccordion } from './DayAccordion';
import { WeekGrid } from './WeekGrid';
import { WeekHeader } from './WeekHeader';
import './week-calendar.css';

export interface WeekCalendarProps {
  week: Week;
  entries: ScheduleEntry[];
  /** Today in Berlin (YYYY-MM-DD), passed in so server and browser render the same. */
  today: string;
  /** The week's classes are still on their way (aria-busy for screen readers and tests). */
  isLoading?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onOpen: (entry: ScheduleEntry) => void;
}

/**
 * The week: header with month and week number, then the grid (wide screens) or the per-day
 * accordion (small screens). Both are rendered and CSS shows one, so nothing depends on
 * `window` while rendering (server rendering, no layout jump).
 */
export function WeekCalendar({ week, entries, today, isLoading, onPrevious, onNext, onOpen }: WeekCalendarProps) {
  return (
    <div className="week-calendar">
      <WeekHeader week={week} onPrevious={onPrevious} onNext={onNext} />
      <div className="week-calendar__grid">
        <WeekGrid week={week} entries={entries} today={today} isLoading={isLoading} onOpen={onOpen} />
      </div>
      <div className="week-calendar__accordion">
        <DayAccordion week={week} entries={entries} today={today} isLoading={isLoading} onOpen={onOpen} />
      </div>
    </div>
  );
}
