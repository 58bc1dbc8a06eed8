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

/** A feed as calendar apps take it: webcal:// to subscribe, https to download (.ics). */
export interface FeedLinks {
  subscribeUrl: string;
  downloadUrl: string;
}

/** The private iCal links of the logged-in person's courses, named in `lang`. */
export async function fetchMyFeedLinks(lang: 'de' | 'en'): Promise<FeedLinks> {
  const { data } = await apiClient.get<FeedLinks>(calendar('my-courses/feed'), { params: { lang } });
  return data;
}

/** Public iCal links of a course (no token: calendar apps fetch it on their own), built by the API from the public origin. */
export async function fetchCourseFeedLinks(
  organizationId: string,
  eventsGroupId: string,
  lang: 'de' | 'en',
): Promise<FeedLinks> {
  const { data } = await apiClient.get<FeedLinks>(
    `/calendar-service/public/organizations/${organizationId}/courses/${eventsGroupId}/feed-links`,
    { params: { lang } },
  );
  return data;
}

/** The person's choice about mails on course changes (cancelled or moved dates). */
export interface CourseMailSettings {
  courseChanges: boolean;
  language: 'de' | 'en';
}

export async function fetchCourseMailSettings(): Promise<CourseMailSettings> {
  const { data } = await apiClient.get<CourseMailSettings>(calendar('my-course-mails'));
  return data;
}

export async function saveCourseMailSettings(settings: CourseMailSettings): Promise<CourseMailSettings> {
  const { data } = await apiClient.put<CourseMailSettings>(calendar('my-course-mails'), settings);
  return data;
}
