import { call } from '@club/shared';
import { cancelMyEventSignUp, type MyEventSignUp } from '@club/shared/contracts/endpoints/events';

export type { MyEventSignUp };

/**
 * Cancels the member's sign-up, or with `childId` their child's (the server checks the child is
 * theirs and refuses after the deadline, in the member's language).
 */
export async function cancelMyEvent(userId: string, eventId: string, childId?: string): Promise<void> {
  await call(cancelMyEventSignUp, { params: { userId, eventId }, query: childId ? { participantId: childId } : {} });
}
