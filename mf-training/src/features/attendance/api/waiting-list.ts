import { call } from '@club/shared';
import type { CourseWaitingEntry } from '@club/shared/contracts/schemas';
import { getCourseWaitingList } from '@club/shared/contracts/endpoints/orders';

/** One person in a course's waiting list, as coaches see it. */
export type WaitingPerson = CourseWaitingEntry;

export function fetchWaitingList(eventsGroupId: string): Promise<WaitingPerson[]> {
  return call(getCourseWaitingList, { params: { courseId: eventsGroupId } });
}
