import { call } from '@club/shared';
import type { PersonAccess } from '@club/shared/contracts/schemas';
import { setPersonAccess, type PersonAccessInput } from '@club/shared/contracts/endpoints/access';

export type { PersonAccessInput };

/** PUT .../users/{userId}/access: holds from the person's next request. */
export function savePersonAccess(userId: string, body: PersonAccessInput): Promise<PersonAccess> {
  return call(setPersonAccess, { params: { userId }, body });
}
