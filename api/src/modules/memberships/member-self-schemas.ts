import { schemas } from '../../lib/contracts.js';
import { errorResponses } from '../../lib/schemas.js';

// The answers of the members' own membership calls are declared once, in valibot, beside their
// requests (@club/shared/contracts/schemas/member-self.ts); registerEndpoint serialises with them.
export const { departureSchema, mandateChangeSchema } = schemas;

export const myMembershipResponse = { 200: schemas.myMembershipSchema, ...errorResponses(400, 401, 403, 404, 409) };
