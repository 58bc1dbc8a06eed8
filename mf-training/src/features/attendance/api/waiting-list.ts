import { apiClient, orgPath } from '@club/shared';

/** One person in a course's waiting list (coaches of the course and administrators). */
export interface WaitingPerson {
  userId: string;
  name: string;
  position: number;
  joinedAt: string;
  /** Set while a freed place is held for them. */
  offerExpiresAt: string | null;
}

export async function fetchWaitingList(eventsGroupId: string): Promise<WaitingPerson[]> {
  const { data } = await apiClient.get<WaitingPerson[]>(
    orgPath('orders-service', `courses/${eventsGroupId}/waiting-list`),
  );
  return data;
}
