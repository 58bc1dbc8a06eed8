import { call } from '@club/shared';
import type { WaitingEntry } from '@club/shared/contracts/schemas';
import { joinWaitingList as joinCall } from '@club/shared/contracts/endpoints/orders';

export type { WaitingEntry };

/** Puts the person on the course's waiting list (again: keeps their place in line). */
export function joinWaitingList(userId: string, eventsGroupId: string): Promise<WaitingEntry> {
  return call(joinCall, { params: { userId, courseId: eventsGroupId } });
}
