import { call } from '@club/shared';
import type { CoursePlaces, WaitingEntry } from '@club/shared/contracts/schemas';
import { getCoursePlaces, joinWaitingList as joinCall } from '@club/shared/contracts/endpoints/orders';

export type { WaitingEntry };

/** Puts the person on the course's waiting list (again: keeps their place in line). */
export function joinWaitingList(userId: string, eventsGroupId: string): Promise<WaitingEntry> {
  return call(joinCall, { params: { userId, courseId: eventsGroupId } });
}

/** The course's places as the caller sees them: a place offered to them counts as theirs. */
export function fetchCoursePlaces(eventsGroupId: string): Promise<CoursePlaces> {
  return call(getCoursePlaces, { params: { courseId: eventsGroupId } });
}
