import { apiClient, orgPath } from '@club/shared';
import type { MyCourse, UserData, UserWallet } from '@club/shared/contracts/schemas';

export type ReplaceOperation = { op: 'replace'; path: string; value: unknown };

export const userKey = (userId: string) => `users/${userId}`;

export async function fetchUser(userId: string): Promise<UserData> {
  const { data } = await apiClient.get<UserData>(orgPath('users-service', `users/${userId}`));
  return data;
}

export async function patchUser(userId: string, operations: ReplaceOperation[]): Promise<UserData> {
  const { data } = await apiClient.patch<UserData>(orgPath('users-service', `users/${userId}`), operations);
  return data;
}

export async function putUser(userId: string, body: Record<string, unknown>): Promise<UserData> {
  const { data } = await apiClient.put<UserData>(orgPath('users-service', `users/${userId}`), body);
  return data;
}

export async function uploadProfileImage(userId: string, file: File): Promise<{ profileImage: string }> {
  const form = new FormData();
  form.append('image', file);
  const { data } = await apiClient.post<{ profileImage: string }>(
    orgPath('multimedia-service', `users/${userId}`),
    form,
  );
  return data;
}

export const myCoursesKey = (userId: string) => `users/${userId}/courses`;
export async function fetchMyCourses(userId: string): Promise<MyCourse[]> {
  const { data } = await apiClient.get<MyCourse[]>(orgPath('users-service', `users/${userId}/courses`));
  return data;
}

export const walletKey = (userId: string) => `wallets/${userId}`;
/** The spec: on failure an empty object. */
export async function fetchWallet(userId: string): Promise<Partial<UserWallet['data']>> {
  try {
    const { data } = await apiClient.get<UserWallet>(orgPath('wallets-service', `users/${userId}/wallets`));
    return data.data;
  } catch {
    return {};
  }
}
