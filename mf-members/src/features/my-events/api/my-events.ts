import { call } from '@club/shared';
import { cancelMyEventSignUp, listMyEventSignUps, type MyEventSignUp } from '@club/shared/contracts/endpoints/events';

export type { MyEventSignUp };

export const myEventsKey = (userId: string) => `events/my-sign-ups/${userId}`;

/** The member's sign-ups: coming events soonest first, then those of the last 30 days. */
export const fetchMyEvents = (userId: string): Promise<MyEventSignUp[]> =>
  call(listMyEventSignUps, { params: { userId } });

/** Cancels the member's sign-up (the server refuses after the deadline, in the member's language). */
export async function cancelMyEvent(userId: string, eventId: string): Promise<void> {
  await call(cancelMyEventSignUp, { params: { userId, eventId } });
}
