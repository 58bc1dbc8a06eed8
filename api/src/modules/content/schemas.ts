import { schemas } from '../../lib/contracts.js';
import { errorResponses, notModified } from '../../lib/schemas.js';

// The entity shapes live in @club/shared/contracts/schemas and the routes' requests in
// @club/shared/contracts/endpoints/content.ts; these are the answers the routes serialise.
export const {
  MenuItemSchema,
  ContentPageSchema,
  InstagramMediaSchema,
  TemplateSchema,
  RevisionSummarySchema,
  RevisionSchema,
  ScheduleSchema,
  AutosavedDraftSchema,
  UntranslatedBlocksSchema,
  menuItemRef,
} = schemas;

export const tags = ['content'];
const readErrors = errorResponses(400, 401, 403, 404);
/** Answers of a cached published read: the errors plus 304 for a current If-None-Match. */
export const publishedReadAnswers = { ...notModified, ...readErrors };
export const writeErrors = errorResponses(400, 401, 403, 404, 409);
