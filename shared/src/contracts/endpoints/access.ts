import * as v from 'valibot';
import { assignableRoles, grantablePermissions } from '../entities/session';
import type { AccessOverview, PersonAccess } from '../schemas/access';
import { endpoint, shape } from './define';

// The roles page (issue 31): administrators give and take roles, permissions and courses to coach.
// A change holds from the person's next request (the API reads the role on every request).

const base = '/users-service/organizations/:orgId';

export const getAccessOverview = endpoint({
  method: 'GET',
  path: `${base}/access`,
  access: ['admin'],
  summary: "The club's roles, courses, trainer names without an account and the latest changes (administrators)",
  answer: shape<AccessOverview>(),
});

export const listPeopleAccess = endpoint({
  method: 'GET',
  path: `${base}/access/people`,
  access: ['admin'],
  summary: 'People of the club with role, permissions and coached courses, searched by name or e-mail (administrators)',
  query: v.object({ search: v.optional(v.pipe(v.string(), v.maxLength(100))) }),
  answer: shape<PersonAccess[]>(),
});

export const personAccessBody = v.strictObject({
  role: v.picklist(assignableRoles),
  extraPermissions: v.pipe(v.array(v.picklist(grantablePermissions)), v.maxLength(grantablePermissions.length)),
  coachOf: v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.maxLength(200)),
});
export type PersonAccessInput = v.InferInput<typeof personAccessBody>;

export const setPersonAccess = endpoint({
  method: 'PUT',
  path: `${base}/users/:userId/access`,
  access: ['admin'],
  summary: "Give or take a person's role, permissions and courses to coach; recorded, holds from their next request",
  body: personAccessBody,
  answer: shape<PersonAccess>(),
});
