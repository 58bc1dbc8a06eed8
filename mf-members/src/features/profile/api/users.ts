import { call } from '@club/shared';
import { getUserWallet } from '@club/shared/contracts/endpoints/wallets';
import type { MyCourse, UserData, UserWallet } from '@club/shared/contracts/schemas';
import {
  getUser,
  listUserCourses,
  patchUser as patchUserCall,
  replaceUser,
  uploadProfileImage as uploadProfileImageCall,
  type ProfileUpdate,
  type ReplaceOperation,
} from '@club/shared/contracts/endpoints/users';

export type { ReplaceOperation };

export const userKey = (userId: string) => `users/${userId}`;

export function fetchUser(userId: string): Promise<UserData> {
  return call(getUser, { params: { userId } });
}

export function patchUser(userId: string, operations: ReplaceOperation[]): Promise<UserData> {
  return call(patchUserCall, { params: { userId }, body: operations });
}

export function putUser(userId: string, body: ProfileUpdate): Promise<UserData> {
  return call(replaceUser, { params: { userId }, body });
}

export function uploadProfileImage(userId: string, file: File): Promise<{ profileImage: string }> {
  const form = new FormData();
  form.append('image', file);
  return call(uploadProfileImageCall, { params: { userId } }, { form });
}

export const myCoursesKey = (userId: string) => `users/${userId}/courses`;
export function fetchMyCourses(userId: string): Promise<MyCourse[]> {
  return call(listUserCourses, { params: { userId } });
}

export const walletKey = (userId: string) => `wallets/${userId}`;
/** The spec: on failure an empty object. */
export async function fetchWallet(userId: string): Promise<Partial<UserWallet['data']>> {
  try {
    return (await call(getUserWallet, { params: { userId } })).data;
  } catch {
    return {};
  }
}
