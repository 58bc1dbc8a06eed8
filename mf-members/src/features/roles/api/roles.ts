import { call } from '@club/shared';
import type { AccessOverview, PersonAccess } from '@club/shared/contracts/schemas';
import { getAccessOverview, setPersonAccess, type PersonAccessInput } from '@club/shared/contracts/endpoints/access';

export type { PersonAccessInput };

export const overviewKey = (orgId: string) => `access:${orgId}`;

/** GET .../access: roles, courses, trainer names without an account, latest changes. */
export function fetchAccessOverview(): Promise<AccessOverview> {
  return call(getAccessOverview, {});
}

/** PUT .../users/{userId}/access: holds from the person's next request. */
export function savePersonAccess(userId: string, body: PersonAccessInput): Promise<PersonAccess> {
  return call(setPersonAccess, { params: { userId }, body });
}
