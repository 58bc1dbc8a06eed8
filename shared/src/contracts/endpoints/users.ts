import * as v from 'valibot';
import type { MyCourse, ProfileImage, UserData } from '../schemas';
import { endpoint, shape } from './define';

// Profiles (members-and-transactions.md §5). A user reads and changes only their own data; an
// administrator of the club may read members. The profile form's own rules (profileFormSchema:
// the contracts' one name, e-mail, phone and post-code rule) run on the whole resulting profile in
// the handler, answering per field in the caller's language; these bodies hold the payload's shape.

const usersBase = '/users-service/organizations/:orgId/users';
const uuid = v.pipe(v.string(), v.uuid());
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const nullableText = (max: number) => v.nullable(text(max));

/** PUT: the whole profile as the form sends it (the read user data plus orgId; other fields pass). */
export const profileUpdateBody = v.looseObject({
  orgId: v.optional(v.string()),
  firstName: text(60),
  lastName: text(60),
  displayName: text(60),
  birthDate: nullableText(10),
  gender: v.nullable(v.picklist(['Male', 'Female'])),
  address: v.object({ streetNumber: nullableText(120), postCode: nullableText(10), city: nullableText(80) }),
  countryCode: text(4),
  contactNumber: text(20),
  email: text(254),
});
export type ProfileUpdate = v.InferInput<typeof profileUpdateBody>;

/** The fields a PATCH may replace (never contactNumber, countryCode or email). */
export const patchablePaths = ['/firstName', '/lastName', '/displayName', '/birthDate', '/gender', '/address'] as const;

/** PATCH: replace operations of changed fields. */
export const profilePatchBody = v.pipe(
  v.array(v.strictObject({ op: v.literal('replace'), path: v.picklist(patchablePaths), value: v.unknown() })),
  v.minLength(1),
  v.maxLength(10),
);
export type ReplaceOperation = v.InferInput<typeof profilePatchBody>[number];

export const getUser = endpoint({
  method: 'GET',
  path: `${usersBase}/:userId`,
  access: ['self', 'admin'],
  summary: 'A user profile (the user, or an administrator of the club)',
  answer: shape<UserData>(),
});

export const replaceUser = endpoint({
  method: 'PUT',
  path: `${usersBase}/:userId`,
  access: ['self'],
  summary: 'Replace the own profile (the profile plus orgId)',
  body: profileUpdateBody,
  answer: shape<UserData>(),
});

export const patchUser = endpoint({
  method: 'PATCH',
  path: `${usersBase}/:userId`,
  access: ['self'],
  summary: 'Change fields of the own profile: replace operations (never contactNumber, countryCode, email)',
  body: profilePatchBody,
  answer: shape<UserData>(),
});

export const listUsers = endpoint({
  method: 'GET',
  path: usersBase,
  access: ['admin'],
  summary: 'Profiles by id (administrators)',
  query: v.object({
    'id[]': v.optional(v.pipe(v.array(uuid), v.maxLength(100))),
    id: v.optional(v.pipe(v.array(uuid), v.maxLength(100))),
  }),
  answer: shape<UserData[]>(),
});

export const listUserCourses = endpoint({
  method: 'GET',
  path: `${usersBase}/:userId/courses`,
  access: ['self', 'admin'],
  summary: "The user's courses with their next date",
  answer: shape<MyCourse[]>(),
});

/** Multipart (field `image`, at most 5,000,000 bytes): the caller posts a FormData to endpointPath(). */
export const uploadProfileImage = endpoint({
  method: 'POST',
  path: '/multimedia-service/organizations/:orgId/users/:userId',
  access: ['self'],
  summary: 'Upload the profile image (multipart, field image, at most 5,000,000 bytes)',
  answer: shape<ProfileImage>(),
});
