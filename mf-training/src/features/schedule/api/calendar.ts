import { apiClient, orgPath } from '@club/shared';
import type { Category, EventsGroup, ScheduleEntry } from '@club/shared/contracts/schemas';

const calendar = (rest: string) => orgPath('calendar-service', rest);

export async function fetchCategories(): Promise<Category[]> {
  const { data } = await apiClient.get<Category[]>(calendar('category'));
  return data;
}

/** My Courses: only for a logged-in person (a visitor token gets 403, which would clear storage). */
export async function fetchMyCourses(): Promise<EventsGroup[]> {
  const { data } = await apiClient.get<EventsGroup[]>(calendar('eventsGroup'));
  return data;
}

export async function fetchSchedule(
  eventsGroupId: string,
  window: { startDateTime: string; endDateTime: string },
): Promise<ScheduleEntry[]> {
  const { data } = await apiClient.get<ScheduleEntry[]>(calendar('schedule'), {
    params: { ...window, eventsGroupId },
  });
  return data;
}

/** The private iCal link of the logged-in person's courses. */
export async function fetchMyFeedPath(): Promise<string> {
  const { data } = await apiClient.get<{ path: string }>(calendar('my-courses/feed'));
  return data.path;
}

/** Public iCal subscription of a course (no token: calendar apps fetch it on their own). */
export function courseFeedPath(organizationId: string, eventsGroupId: string): string {
  return `/calendar-service/public/organizations/${organizationId}/courses/${eventsGroupId}/ical`;
}
