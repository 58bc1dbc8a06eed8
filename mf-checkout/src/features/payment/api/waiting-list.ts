import { apiClient, orgPath } from '@club/shared';

export interface WaitingEntry {
  eventsGroupId: string;
  courseName: string;
  position: number;
  joinedAt: string;
  offerExpiresAt: string | null;
}

/** Puts the person on the course's waiting list (again: keeps their place in line). */
export async function joinWaitingList(userId: string, eventsGroupId: string): Promise<WaitingEntry> {
  const { data } = await apiClient.put<WaitingEntry>(
    orgPath('orders-service', `users/${userId}/waiting-list/${eventsGroupId}`),
  );
  return data;
}
