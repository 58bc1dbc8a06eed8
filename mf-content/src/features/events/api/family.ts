import { call } from '@club/shared';
import { getFamily } from '@club/shared/contracts/endpoints/families';

/** Whom a signed-in member may sign up besides themself (issue 35, children). */
export interface ChildChoice {
  id: string;
  name: string;
}

/**
 * The member's children from the server's family data (the sign-up form's "Für wen?"). Nothing
 * to choose when the call fails: the member then signs up themself, as before.
 */
export const fetchChildren = (userId: string): Promise<ChildChoice[]> =>
  call(getFamily, { params: { userId } }, { untracked: true })
    .then((family) =>
      family.children.map((child) => ({ id: child.id, name: `${child.firstName} ${child.lastName}`.trim() })),
    )
    .catch(() => []);
