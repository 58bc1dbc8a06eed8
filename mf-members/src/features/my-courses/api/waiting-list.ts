import { call } from '@club/shared';
import type { WaitingEntry } from '@club/shared/contracts/schemas';
import { leaveWaitingList as leaveCall } from '@club/shared/contracts/endpoints/orders';

export type { WaitingEntry };

export async function leaveWaitingList(userId: string, eventsGroupId: string): Promise<void> {
  await call(leaveCall, { params: { userId, courseId: eventsGroupId } });
}
