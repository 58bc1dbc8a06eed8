import { schemas } from '../../lib/contracts.js';
import { jsonSchemaOf } from '../../lib/endpoint-route.js';
import { errorResponses, notModified } from '../../lib/schemas.js';

// The entity shapes live in @club/shared/contracts/schemas and the routes' requests in
// @club/shared/contracts/endpoints/content.ts; these are the answers the routes serialise.
export const {
  contentPageSchema,
  instagramMediaSchema,
  templateSchema,
  templateSearchHitSchema,
  revisionSummarySchema,
  revisionSchema,
  scheduleSchema,
  autosavedDraftSchema,
  draftSavedSchema,
  untranslatedBlocksSchema,
  menuItemRef,
} = schemas;

/** The menu item's shape, registered once by $id (app.ts); `menuItemRef` refers to it. */
export const MenuItemSchema = { $id: 'MenuItem', ...jsonSchemaOf(schemas.menuItemSchema) };

export const tags = ['content'];
const readErrors = errorResponses(400, 401, 403, 404);
/** Answers of a cached published read: the errors plus 304 for a current If-None-Match. */
export const publishedReadAnswers = { ...notModified, ...readErrors };
export const writeErrors = errorResponses(400, 401, 403, 404, 409);
