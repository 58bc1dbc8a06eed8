import { apiClient, orgPath } from '@club/shared';
import type { Child, ChildInput, Family } from '@club/shared/contracts/schemas';

/** The members area's "associated profiles" (families-service, issue 21 item 4). */
export const familyKey = (userId: string) => `family/${userId}`;

export async function fetchFamily(userId: string): Promise<Family> {
  const { data } = await apiClient.get<Family>(orgPath('families-service', `users/${userId}/family`));
  return data;
}

export async function addChild(userId: string, child: ChildInput): Promise<Child> {
  const { data } = await apiClient.post<Child>(orgPath('families-service', `users/${userId}/children`), child);
  return data;
}

export async function updateChild(userId: string, childId: string, child: ChildInput): Promise<Child> {
  const { data } = await apiClient.put<Child>(
    orgPath('families-service', `users/${userId}/children/${childId}`),
    child,
  );
  return data;
}

export async function removeChild(userId: string, childId: string): Promise<void> {
  await apiClient.delete(orgPath('families-service', `users/${userId}/children/${childId}`));
}

export async function inviteAdult(userId: string, email: string, language: 'de' | 'en'): Promise<void> {
  await apiClient.post(orgPath('families-service', `users/${userId}/family-invitations`), { email, language });
}

export async function acceptInvitation(token: string): Promise<Family> {
  const { data } = await apiClient.post<Family>(orgPath('families-service', 'family-invitations/accept'), { token });
  return data;
}
