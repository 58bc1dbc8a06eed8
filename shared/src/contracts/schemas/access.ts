import * as v from 'valibot';

// Who may do what (issue 31): a person's role, the permissions given on top of it and the courses
// they coach, as the administrators' roles page shows and changes them. Declared once in valibot:
// the endpoints' answer types are inferred from these and the API serialises with them.

const texts = v.array(v.string());

export const personAccessSchema = v.object({
  userId: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.string(),
  /** Given on top of the role. */
  extraPermissions: texts,
  /** Role and extra permissions together: what the person may do now. */
  permissions: texts,
  /** Ids of the courses the person coaches. */
  coachOf: texts,
});

const accessState = v.object({ role: v.string(), extraPermissions: texts, coachOf: texts });

export const accessChangeSchema = v.object({
  id: v.string(),
  userId: v.string(),
  userName: v.string(),
  changedByName: v.string(),
  changedAt: v.pipe(v.string(), v.description('ISO 8601 with offset')),
  before: accessState,
  after: accessState,
});

export const accessOverviewSchema = v.object({
  roles: v.array(v.object({ name: v.string(), permissions: texts })),
  courses: v.array(v.object({ id: v.string(), name: v.string() })),
  /** Trainer names on classes that are no coach account of that course: labels with no rights. */
  unlinkedTrainers: v.array(v.object({ name: v.string(), courses: texts })),
  /** The latest changes, newest first. */
  changes: v.array(accessChangeSchema),
});

export type PersonAccess = v.InferOutput<typeof personAccessSchema>;
export type AccessChange = v.InferOutput<typeof accessChangeSchema>;
export type AccessOverview = v.InferOutput<typeof accessOverviewSchema>;
