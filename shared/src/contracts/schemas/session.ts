import * as v from 'valibot';
import { wholeNumber } from './answer-parts';

// The organization, the stored session user (members-and-transactions.md §3) and the error body.
// Declared once in valibot: the endpoints' answer types are inferred from these and the API
// serialises with them (issue 38 item 1).
export const organizationSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  companyName: v.optional(v.string()),
});

export const roleSchema = v.object({ name: v.string(), permissions: v.array(v.string()) });

export const sessionUserSchema = v.object({
  id: v.string(),
  exp: v.pipe(wholeNumber, v.description('Expiry, seconds since the epoch (JWT exp)')),
  organizationId: v.string(),
  email: v.string(),
  role: roleSchema,
  accessToken: v.string(),
  displayName: v.optional(v.pipe(v.string(), v.description("Shown in the top bar's avatar"))),
});

/** Every error answers this shape; the API registers it once as `ApiError` and every route refers to it. */
export const apiErrorSchema = v.pipe(
  v.object({ code: v.string(), message: v.string(), title: v.string() }),
  v.description('Every error answers this shape.'),
);

export type Organization = v.InferOutput<typeof organizationSchema>;
export type Role = v.InferOutput<typeof roleSchema>;
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;
export type ApiError = v.InferOutput<typeof apiErrorSchema>;
