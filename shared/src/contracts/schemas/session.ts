import { Type, type Static } from '@sinclair/typebox';

// The organization, the stored session user (members-and-transactions.md §3) and the error body.
export const OrganizationSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  companyName: Type.Optional(Type.String()),
});

export const RoleSchema = Type.Object({ name: Type.String(), permissions: Type.Array(Type.String()) });

export const SessionUserSchema = Type.Object({
  id: Type.String(),
  exp: Type.Integer({ description: 'Expiry, seconds since the epoch (JWT exp)' }),
  organizationId: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  accessToken: Type.String(),
  displayName: Type.Optional(Type.String({ description: "Shown in the top bar's avatar" })),
});

export const ApiErrorSchema = Type.Object(
  { code: Type.String(), message: Type.String(), title: Type.String() },
  { $id: 'ApiError', description: 'Every error answers this shape.' },
);

export type Organization = Static<typeof OrganizationSchema>;
export type Role = Static<typeof RoleSchema>;
export type SessionUser = Static<typeof SessionUserSchema>;
export type ApiError = Static<typeof ApiErrorSchema>;
