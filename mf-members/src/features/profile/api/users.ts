import { call } from '@club/shared';
import type { UserData } from '@club/shared/contracts/schemas';
import {
  patchUser as patchUserCall,
  replaceUser,
  uploadProfileImage as uploadProfileImageCall,
  type ProfileUpdate,
  type ReplaceOperation,
} from '@club/shared/contracts/endpoints/users';

export type { ReplaceOperation };

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
