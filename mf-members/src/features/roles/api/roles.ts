import { call } from '@club/shared';
import type { AccessOverview, PersonAccess } from '@club/shared/contracts/schemas';
import {
  getAccessOverview,
  listPeopleAccess,
  setPersonAccess,
  type PersonAccessInput,
} from '@club/shared/contracts/endpoints/access';

export type { PersonAccessInput };

export const overviewKey = (orgId: string) => `access:${orgId}`;
export const peopleKey = (orgId: string, search: string) => `access-people:${orgId}:${search}`;

/** GET .../access: roles, courses, trainer names without an account, latest changes. */
export function fetchAccessOverview(): Promise<AccessOverview> {
  return call(getAccessOverview, {});
}

/** GET .../access/people?search=: people by name or e-mail with what each may do. */
export function fetchPeople(search: string): Promise<PersonAccess[]> {
  return call(listPeopleAccess, { query: search ? { search } : {} });
}

/** PUT .../users/{userId}/access: holds from the person's next request. */
export function savePersonAccess(userId: string, body: PersonAccessInput): Promise<PersonAccess> {
  return call(setPersonAccess, { params: { userId }, body });
}
