import * as v from 'valibot';
import { fieldTypes, templateTypes } from '../entities/template-types';
import { wholeNumber } from './answer-parts';

// Content pages, templates, fields, elements and values (content-management.md §3), and menus.
// Declared once in valibot: the endpoints' answer types are inferred from these and the API
// serialises with them, the published cache too (issue 38 item 1).

const described = (text: string) => v.pipe(v.string(), v.description(text));

export const templateFieldSchema = v.object({
  id: v.string(),
  name: described("The spec's field name (picture, title, text, ...): blocks read values by it"),
  type: v.picklist(fieldTypes),
  isMandatory: v.boolean(),
});

export const valueSchema = v.object({
  id: v.string(),
  fieldId: v.string(),
  field: v.optional(templateFieldSchema),
  value: v.pipe(
    v.string(),
    v.maxLength(25_000),
    v.description('Text in the language of the request (falls back to German)'),
  ),
  defaultValue: v.optional(
    v.pipe(v.string(), v.maxLength(25_000), v.description("A copy kept for the editor's revert")),
  ),
});

export const elementSchema = v.object({
  id: v.string(),
  type: described("'default'; 'trainer' for courses; 'openingHours' for contact opening hours"),
  values: v.array(valueSchema),
});

/**
 * A COURSE template's sale as the server knows it (issue 33): the product's price (the one
 * price; 0 = not sold online), the places and whether the course is closed. Read-only: the API
 * adds it to every page answer and ignores it in a save.
 */
export const courseOfferSchema = v.object({
  price: v.number(),
  placesTotal: wholeNumber,
  placesLeft: wholeNumber,
  isClosed: v.boolean(),
});

export const templateMetadataSchema = v.object({
  eventsGroupId: v.optional(v.nullable(v.string())),
  categoryId: v.optional(v.nullable(v.string())),
  offer: v.optional(courseOfferSchema),
});

export const templateSchema = v.object({
  id: v.nullable(v.string()),
  name: v.pipe(v.string(), v.maxLength(100)),
  type: v.picklist(templateTypes),
  fields: v.array(templateFieldSchema),
  elements: v.array(elementSchema),
  metadata: v.optional(templateMetadataSchema),
  isNew: v.optional(v.pipe(v.boolean(), v.description('A template the editor added and has not saved yet'))),
});

/** A template found by the editor's search, with the page that holds it. */
export const templateSearchHitSchema = v.object({ ...templateSchema.entries, contentId: v.nullable(v.string()) });

export const menuIconSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(100)),
  type: v.pipe(v.string(), v.maxLength(100)),
});

export type MenuIcon = v.InferOutput<typeof menuIconSchema>;

/** A menu item with its children (a recursive shape). */
export interface MenuItem {
  id: string;
  path: string;
  name: string;
  contentId: string | null;
  icon?: MenuIcon | null | undefined;
  parentId: string | null;
  children: MenuItem[];
  main?: boolean | undefined;
  position: number;
  categoryId?: string | null | undefined;
}

/**
 * A menu item nests its children: a recursive shape the API registers once (as `MenuItem`) and
 * refers to wherever this reference stands, so an answer holding it is checked against the declaration.
 */
export const menuItemRef: v.GenericSchema<MenuItem> = v.lazy(() => menuItemSchema);

export const menuItemSchema: v.GenericSchema<MenuItem> = v.object({
  id: v.string(),
  path: described("'/header/sports/football'; an absolute URL for external links"),
  name: v.string(),
  contentId: v.nullable(v.string()),
  icon: v.optional(v.nullable(menuIconSchema)),
  parentId: v.nullable(v.string()),
  children: v.array(menuItemRef),
  main: v.optional(v.boolean()),
  position: wholeNumber,
  categoryId: v.optional(v.nullable(v.string())),
});

const share = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const size = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The responsive sizes of an uploaded picture: what `<img srcset width height>` needs. */
export const pictureSizesSchema = v.object({
  srcset: described("'url 320w, url 640w, ...' of the WebP sizes"),
  width: size,
  height: size,
  focus: v.optional(
    v.pipe(
      v.object({ x: share, y: share }),
      v.description('The focal point (0..1 from the left, from the top) that blocks cropping the picture keep in view'),
    ),
  ),
});

export const contentPageSchema = v.object({
  id: v.string(),
  name: v.string(),
  menuId: v.nullable(v.string()),
  menu: v.optional(v.nullable(menuItemRef)),
  templates: v.array(templateSchema),
  templateIds: v.optional(v.array(v.string())),
  managers: v.optional(v.array(v.string())),
  eventsGroupId: v.optional(v.nullable(v.string())),
  editable: v.boolean(),
  version: v.optional(v.pipe(wholeNumber, v.description('Optimistic version: send it back with PUT content'))),
  updatedAt: v.optional(v.string()),
  updatedBy: v.optional(v.nullable(described('Who saved last (display name or e-mail)'))),
  media: v.optional(
    v.pipe(
      v.record(v.string(), pictureSizesSchema),
      v.description(
        "Sizes of the uploaded pictures the page's templates show, by URL: srcset without a further request",
      ),
    ),
  ),
});

export const instagramMediaSchema = v.object({
  id: v.string(),
  type: described('IMAGE, VIDEO or CAROUSEL_ALBUM'),
  link: described('The post on Instagram'),
  url: described('The picture (a video’s thumbnail)'),
  caption: v.string(),
});

/** What a revision changed, per block and field (the editor says it in words). */
export const revisionChangeSchema = v.object({
  kind: described('renamed, restored, added, removed, moved, fields, entriesAdded or entriesRemoved'),
  type: v.optional(described('The template type of the block')),
  fields: v.optional(v.pipe(v.array(v.string()), v.description('Names of the changed fields'))),
  count: v.optional(wholeNumber),
  version: v.optional(v.pipe(wholeNumber, v.description('The restored version'))),
});

/** One saved revision of a page in its history. */
export const revisionSummarySchema = v.object({
  id: v.string(),
  version: wholeNumber,
  author: v.string(),
  summary: described('What changed, in English words'),
  changes: v.optional(
    v.pipe(
      v.nullable(v.array(revisionChangeSchema)),
      v.description('What changed per block and field (null for revisions older than issue 25)'),
    ),
  ),
  createdAt: v.string(),
});

/** One revision with its page name and templates, for a preview. */
export const revisionSchema = v.object({
  ...revisionSummarySchema.entries,
  name: v.string(),
  templates: v.array(templateSchema),
});

/** A scheduled publication of a page. */
export const scheduleSchema = v.object({
  id: v.string(),
  publishAt: v.string(),
  author: v.optional(v.string()),
  status: v.optional(
    v.pipe(v.picklist(['pending', 'published', 'failed']), v.description('pending, published or failed')),
  ),
  error: v.optional(v.nullable(v.string())),
  errorCode: v.optional(v.nullable(described('Why it failed (CONTENT_CONFLICT: someone saved after scheduling)'))),
});

/** The editor's autosaved, unpublished page (per page and editor). */
export const autosavedDraftSchema = v.object({
  name: v.string(),
  templates: v.array(templateSchema),
  version: wholeNumber,
  language: v.string(),
  updatedAt: v.string(),
});

/** When the editor's autosave stored the draft. */
export const draftSavedSchema = v.object({ updatedAt: v.string() });

/** Someone in edit mode on a page (issue 34 item 5); the name is the server's user record. */
export const presentEditorSchema = v.object({
  userId: v.string(),
  name: v.string(),
  since: described('Holder: editing since; others: in edit mode since'),
});

/** Who else is on the page in edit mode, and who holds it (edits), as the caller sees it. */
export const editorPresenceSchema = v.object({
  revision: described('Changes whenever this answer would; GET ?after= waits for a change'),
  holder: v.nullable(presentEditorSchema),
  isHolder: v.boolean(),
  watching: v.pipe(
    v.array(presentEditorSchema),
    v.description('The others present, read-only (the caller not among them)'),
  ),
  takenOverBy: v.nullable(
    v.pipe(v.object({ name: v.string(), at: v.string() }), v.description('Who took the page over from the caller')),
  ),
  heartbeatSeconds: v.pipe(wholeNumber, v.description('Send PUT this often; presence expires after expiresSeconds')),
  expiresSeconds: wholeNumber,
});

/** Per language, the ids of the page's blocks with a text filled in the other language only. */
export const untranslatedBlocksSchema = v.object({ de: v.array(v.string()), en: v.array(v.string()) });

export type TemplateField = v.InferOutput<typeof templateFieldSchema>;
export type Value = v.InferOutput<typeof valueSchema>;
export type Element = v.InferOutput<typeof elementSchema>;
export type TemplateMetadata = v.InferOutput<typeof templateMetadataSchema>;
export type CourseOffer = v.InferOutput<typeof courseOfferSchema>;
export type Template = v.InferOutput<typeof templateSchema>;
export type TemplateSearchHit = v.InferOutput<typeof templateSearchHitSchema>;
export type ContentPage = v.InferOutput<typeof contentPageSchema>;
export type InstagramMedia = v.InferOutput<typeof instagramMediaSchema>;
export type RevisionChange = v.InferOutput<typeof revisionChangeSchema>;
export type RevisionSummary = v.InferOutput<typeof revisionSummarySchema>;
export type Revision = v.InferOutput<typeof revisionSchema>;
export type Schedule = v.InferOutput<typeof scheduleSchema>;
export type AutosavedDraft = v.InferOutput<typeof autosavedDraftSchema>;
export type DraftSaved = v.InferOutput<typeof draftSavedSchema>;
export type UntranslatedBlocks = v.InferOutput<typeof untranslatedBlocksSchema>;
export type PresentEditor = v.InferOutput<typeof presentEditorSchema>;
export type EditorPresence = v.InferOutput<typeof editorPresenceSchema>;
export type PictureSizes = v.InferOutput<typeof pictureSizesSchema>;
/** Sizes by picture URL (the `href` a PHOTO value stores); pictures without sizes are left out. */
export type PictureSizesByHref = Record<string, PictureSizes>;
