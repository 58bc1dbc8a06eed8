import { Type } from '@sinclair/typebox';
import { schemas } from '../../lib/contracts.js';
import { errorResponses } from '../../lib/schemas.js';

const { UserDataSchema, ProfileUpdateSchema, ProfilePatchSchema, MyCourseSchema } = schemas;
export const UserParams = Type.Object({
  orgId: Type.String({ format: 'uuid' }),
  userId: Type.String({ format: 'uuid' }),
});
const tags = ['users'];

export const getUserSchema = {
  tags,
  summary: 'A user profile (the user, or an administrator of the club)',
  params: UserParams,
  response: { 200: UserDataSchema, ...errorResponses(401, 403, 404) },
};
export const putUserSchema = {
  tags,
  summary: 'Replace the own profile (the profile plus orgId)',
  params: UserParams,
  body: ProfileUpdateSchema,
  response: { 200: UserDataSchema, ...errorResponses(400, 401, 403, 404) },
};
export const patchUserSchema = {
  tags,
  summary: 'Change fields of the own profile: replace operations (never contactNumber, countryCode, email)',
  params: UserParams,
  body: ProfilePatchSchema,
  response: { 200: UserDataSchema, ...errorResponses(400, 401, 403, 404) },
};
export const listUsersSchema = {
  tags,
  summary: 'Profiles by id (administrators)',
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }) }),
  querystring: Type.Object({
    'id[]': Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100 })),
    id: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100 })),
  }),
  response: { 200: Type.Array(UserDataSchema), ...errorResponses(400, 401, 403) },
};
export const myCoursesSchema = {
  tags,
  summary: "The user's courses with their next date",
  params: UserParams,
  response: { 200: Type.Array(MyCourseSchema), ...errorResponses(401, 403) },
};
export const profileImageSchema = {
  tags,
  summary: 'Upload the profile image (multipart, field image, at most 5,000,000 bytes)',
  params: UserParams,
  response: {
    200: Type.Object({ profileImage: Type.String(), srcset: Type.String() }),
    ...errorResponses(400, 401, 403, 404, 413, 503),
  },
};
