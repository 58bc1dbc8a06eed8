import { apiClient } from '@club/shared';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';

/** The course's next dates from the calendar (the timetable is the course's one truth). */
export async function fetchNextDates(organizationId: string, eventsGroupId: string): Promise<ScheduleEntry[]> {
  const { data } = await apiClient.get<ScheduleEntry[]>(
    `/calendar-service/public/organizations/${organizationId}/courses/${eventsGroupId}/next`,
    { params: { count: 5 } },
  );
  return data;
}
