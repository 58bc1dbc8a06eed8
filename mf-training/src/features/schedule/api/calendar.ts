import { call } from '@club/shared';
import type { Category, EventsGroup, ScheduleEntry } from '@club/shared/contracts/schemas';
import {
  getCourseFeedLinks,
  getCourseMailSettings,
  getMyFeedLinks,
  getScheduleWindow,
  listCategories,
  listMyCourses,
  saveCourseMailSettings as saveCourseMailSettingsCall,
  type CourseMailSettings,
  type FeedLinks,
} from '@club/shared/contracts/endpoints/calendar';

export type { CourseMailSettings, FeedLinks };

export function fetchCategories(): Promise<Category[]> {
  return call(listCategories, {});
}

/** My Courses: only for a logged-in person (a visitor token gets 403, which would clear storage). */
export function fetchMyCourses(): Promise<EventsGroup[]> {
  return call(listMyCourses, {});
}

export function fetchSchedule(
  eventsGroupId: string,
  window: { startDateTime: string; endDateTime: string },
): Promise<ScheduleEntry[]> {
  return call(getScheduleWindow, { query: { ...window, eventsGroupId } });
}

/** The private iCal links of the logged-in person's courses, named in `lang`. */
export function fetchMyFeedLinks(lang: 'de' | 'en'): Promise<FeedLinks> {
  return call(getMyFeedLinks, { query: { lang } });
}

/** Public iCal links of a course (no token: calendar apps fetch it on their own), built by the API from the public origin. */
export function fetchCourseFeedLinks(eventsGroupId: string, lang: 'de' | 'en'): Promise<FeedLinks> {
  return call(getCourseFeedLinks, { params: { eventsGroupId }, query: { lang } });
}

export function fetchCourseMailSettings(): Promise<CourseMailSettings> {
  return call(getCourseMailSettings, {});
}

export function saveCourseMailSettings(settings: CourseMailSettings): Promise<CourseMailSettings> {
  return call(saveCourseMailSettingsCall, { body: settings });
}
