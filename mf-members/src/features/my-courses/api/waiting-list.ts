import { call } from '@club/shared';
import type { WaitingEntry } from '@club/shared/contracts/schemas';
import { leaveWaitingList as leaveCall, listMyWaitingList } from '@club/shared/contracts/endpoints/orders';

export type { WaitingEntry };

export const waitingListKey = (userId: string) => `waiting-list/${userId}`;

/** The courses the member waits for, with their position and any offer. */
export function fetchWaitingList(userId: string): Promise<WaitingEntry[]> {
  return call(listMyWaitingList, { params: { userId } });
}

export async function leaveWaitingList(userId: string, eventsGroupId: string): Promise<void> {
  await call(leaveCall, { params: { userId, courseId: eventsGroupId } });
}
