import { call } from '@club/shared';
import { cancelMyEventSignUp, listMyEventSignUps, type MyEventSignUp } from '@club/shared/contracts/endpoints/events';

export type { MyEventSignUp };

export const myEventsKey = (userId: string) => `events/my-sign-ups/${userId}`;

/** The member's sign-ups: coming events soonest first, then those of the last 30 days. */
export const fetchMyEvents = (userId: string): Promise<MyEventSignUp[]> =>
  call(listMyEventSignUps, { params: { userId } });

/**
 * Cancels the member's sign-up, or with `childId` their child's (the server checks the child is
 * theirs and refuses after the deadline, in the member's language).
 */
export async function cancelMyEvent(userId: string, eventId: string, childId?: string): Promise<void> {
  await call(cancelMyEventSignUp, { params: { userId, eventId }, query: childId ? { participantId: childId } : {} });
}
