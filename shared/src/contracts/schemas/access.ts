import { Type, type Static } from '@sinclair/typebox';

// Who may do what (issue 31): a person's role, the permissions given on top of it and the courses
// they coach, as the administrators' roles page shows and changes them.

export const PersonAccessSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.String(),
  /** Given on top of the role. */
  extraPermissions: Type.Array(Type.String()),
  /** Role and extra permissions together: what the person may do now. */
  permissions: Type.Array(Type.String()),
  /** Ids of the courses the person coaches. */
  coachOf: Type.Array(Type.String()),
});

export const AccessChangeSchema = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  changedByName: Type.String(),
  changedAt: Type.String({ description: 'ISO 8601 with offset' }),
  before: Type.Object({
    role: Type.String(),
    extraPermissions: Type.Array(Type.String()),
    coachOf: Type.Array(Type.String()),
  }),
  after: Type.Object({
    role: Type.String(),
    extraPermissions: Type.Array(Type.String()),
    coachOf: Type.Array(Type.String()),
  }),
});

export const AccessOverviewSchema = Type.Object({
  roles: Type.Array(Type.Object({ name: Type.String(), permissions: Type.Array(Type.String()) })),
  courses: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  /** Trainer names on classes that are no coach account of that course: labels with no rights. */
  unlinkedTrainers: Type.Array(Type.Object({ name: Type.String(), courses: Type.Array(Type.String()) })),
  /** The latest changes, newest first. */
  changes: Type.Array(AccessChangeSchema),
});

export type PersonAccess = Static<typeof PersonAccessSchema>;
export type AccessChange = Static<typeof AccessChangeSchema>;
export type AccessOverview = Static<typeof AccessOverviewSchema>;
