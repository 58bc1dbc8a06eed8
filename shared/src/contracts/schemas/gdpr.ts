import * as v from 'valibot';

// The answers of the members' data-rights calls, declared once in valibot: the endpoints' answer
// types are inferred from these and the API serialises with them (issue 38 item 1).

export const erasureRequestSchema = v.object({
  userId: v.string(),
  email: v.string(),
  displayName: v.string(),
  requestedAt: v.string(),
});
export const erasureRequestedSchema = v.object({ state: v.literal('requested') });
export const erasedSchema = v.object({ state: v.literal('erased') });

export type ErasureRequest = v.InferOutput<typeof erasureRequestSchema>;
export type ErasureRequested = v.InferOutput<typeof erasureRequestedSchema>;
export type Erased = v.InferOutput<typeof erasedSchema>;
