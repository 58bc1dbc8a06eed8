import { apiClient, orgPath } from '@club/shared';

/** One course the member waits for (orders-service .../users/{userId}/waiting-list). */
export interface WaitingEntry {
  eventsGroupId: string;
  courseName: string;
  /** 1 = the next free place is offered to them. */
  position: number;
  joinedAt: string;
  /** Set while a freed place is held for them: book it before then. */
  offerExpiresAt: string | null;
}

export const waitingListKey = (userId: string) => `waiting-list/${userId}`;

export async function fetchWaitingList(userId: string): Promise<WaitingEntry[]> {
  const { data } = await apiClient.get<WaitingEntry[]>(orgPath('orders-service', `users/${userId}/waiting-list`));
  return data;
}

export async function leaveWaitingList(userId: string, eventsGroupId: string): Promise<void> {
  await apiClient.delete(orgPath('orders-service', `users/${userId}/waiting-list/${eventsGroupId}`));
}
