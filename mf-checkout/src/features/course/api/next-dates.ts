import { call } from '@club/shared';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { getNextDates } from '@club/shared/contracts/endpoints/calendar';

/** The course's next dates from the calendar (the timetable is the course's one truth). */
export function fetchNextDates(eventsGroupId: string): Promise<ScheduleEntry[]> {
  return call(getNextDates, { params: { eventsGroupId }, query: { count: 5 } });
}
