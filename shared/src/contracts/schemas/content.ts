import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { fieldTypes, templateTypes } from '../entities/template-types';

// Content pages, templates, fields, elements and values (content-management.md §3), and menus.
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const TemplateFieldSchema = Type.Object({
  id: Type.String(),
  name: Type.String({ description: "The spec's field name (picture, title, text, ...): blocks read values by it" }),
  type: Type.Union(fieldTypes.map((type) => Type.Literal(type))),
  isMandatory: Type.Boolean(),
});

export const ValueSchema = Type.Object({
  id: Type.String(),
  fieldId: Type.String(),
  field: Type.Optional(TemplateFieldSchema),
  value: Type.String({ maxLength: 25_000, description: 'Text in the language of the request (falls back to German)' }),
  defaultValue: Type.Optional(Type.String({ maxLength: 25_000, description: "A copy kept for the editor's revert" })),
});

export const ElementSchema = Type.Object({
  id: Type.String(),
  type: Type.String({ description: "'default'; 'trainer' for courses; 'openingHours' for contact opening hours" }),
  values: Type.Array(ValueSchema),
});

/**
 * A COURSE template's sale as the server knows it (issue 33): the product's price (the one
 * price; 0 = not sold online), the places and whether the course is closed. Read-only: the API
 * adds it to every page answer and ignores it in a save.
 */
export const CourseOfferSchema = Type.Object({
  price: Type.Number(),
  placesTotal: Type.Integer(),
  placesLeft: Type.Integer(),
  isClosed: Type.Boolean(),
});

export const TemplateMetadataSchema = Type.Object({
  eventsGroupId: Type.Optional(Nullable(Type.String())),
  categoryId: Type.Optional(Nullable(Type.String())),
  offer: Type.Optional(CourseOfferSchema),
});

export const TemplateSchema = Type.Object({
  id: Nullable(Type.String()),
  name: Type.String({ maxLength: 100 }),
  type: Type.Union(templateTypes.map((type) => Type.Literal(type))),
  fields: Type.Array(TemplateFieldSchema),
  elements: Type.Array(ElementSchema),
  metadata: Type.Optional(TemplateMetadataSchema),
  isNew: Type.Optional(Type.Boolean({ description: 'A template the editor added and has not saved yet' })),
});

export const MenuIconSchema = Type.Object({
  name: Type.String({ maxLength: 100 }),
  type: Type.String({ maxLength: 100 }),
});

/**
 * A menu item nests its children: a recursive shape the API registers once by $id. The
 * reference carries the MenuItem type below, so an answer holding it is checked against the declaration.
 */
export const menuItemRef = Type.Unsafe<MenuItem>({ $ref: 'MenuItem#' });

export const MenuItemSchema = Type.Object(
  {
    id: Type.String(),
    path: Type.String({ description: "'/header/sports/football'; an absolute URL for external links" }),
    name: Type.String(),
    contentId: Nullable(Type.String()),
    icon: Type.Optional(Nullable(MenuIconSchema)),
    parentId: Nullable(Type.String()),
    children: Type.Array(menuItemRef),
    main: Type.Optional(Type.Boolean()),
    position: Type.Integer(),
    categoryId: Type.Optional(Nullable(Type.String())),
  },
  { $id: 'MenuItem' },
);

/** The responsive sizes of an uploaded picture: what `<img srcset width height>` needs. */
export const PictureSizesSchema = Type.Object({
  srcset: Type.String({ description: "'url 320w, url 640w, ...' of the WebP sizes" }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  focus: Type.Optional(
    Type.Object(
      { x: Type.Number({ minimum: 0, maximum: 1 }), y: Type.Number({ minimum: 0, maximum: 1 }) },
      {
        description: 'The focal point (0..1 from the left, from the top) that blocks cropping the picture keep in view',
      },
    ),
  ),
});

export const ContentPageSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  menuId: Nullable(Type.String()),
  menu: Type.Optional(Nullable(menuItemRef)),
  templates: Type.Array(TemplateSchema),
  templateIds: Type.Optional(Type.Array(Type.String())),
  managers: Type.Optional(Type.Array(Type.String())),
  eventsGroupId: Type.Optional(Nullable(Type.String())),
  editable: Type.Boolean(),
  version: Type.Optional(Type.Integer({ description: 'Optimistic version: send it back with PUT content' })),
  updatedAt: Type.Optional(Type.String()),
  updatedBy: Type.Optional(Nullable(Type.String({ description: 'Who saved last (display name or e-mail)' }))),
  media: Type.Optional(
    Type.Record(Type.String(), PictureSizesSchema, {
      description: "Sizes of the uploaded pictures the page's templates show, by URL: srcset without a further request",
    }),
  ),
});

export const InstagramMediaSchema = Type.Object({
  id: Type.String(),
  type: Type.String({ description: 'IMAGE, VIDEO or CAROUSEL_ALBUM' }),
  link: Type.String({ description: 'The post on Instagram' }),
  url: Type.String({ description: 'The picture (a video’s thumbnail)' }),
  caption: Type.String(),
});

/** What a revision changed, per block and field (the editor says it in words). */
export const RevisionChangeSchema = Type.Object({
  kind: Type.String({
    description: 'renamed, restored, added, removed, moved, fields, entriesAdded or entriesRemoved',
  }),
  type: Type.Optional(Type.String({ description: 'The template type of the block' })),
  fields: Type.Optional(Type.Array(Type.String(), { description: 'Names of the changed fields' })),
  count: Type.Optional(Type.Integer()),
  version: Type.Optional(Type.Integer({ description: 'The restored version' })),
});

/** One saved revision of a page in its history. */
export const RevisionSummarySchema = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  author: Type.String(),
  summary: Type.String({ description: 'What changed, in English words' }),
  changes: Type.Optional(
    Type.Union([Type.Array(RevisionChangeSchema), Type.Null()], {
      description: 'What changed per block and field (null for revisions older than issue 25)',
    }),
  ),
  createdAt: Type.String(),
});

/** One revision with its page name and templates, for a preview. */
export const RevisionSchema = Type.Object({
  ...RevisionSummarySchema.properties,
  name: Type.String(),
  templates: Type.Array(TemplateSchema),
});

/** A scheduled publication of a page. */
export const ScheduleSchema = Type.Object({
  id: Type.String(),
  publishAt: Type.String(),
  author: Type.Optional(Type.String()),
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('published'), Type.Literal('failed')], {
      description: 'pending, published or failed',
    }),
  ),
  error: Type.Optional(Nullable(Type.String())),
  errorCode: Type.Optional(
    Nullable(Type.String({ description: 'Why it failed (CONTENT_CONFLICT: someone saved after scheduling)' })),
  ),
});

/** The editor's autosaved, unpublished page (per page and editor). */
export const AutosavedDraftSchema = Type.Object({
  name: Type.String(),
  templates: Type.Array(TemplateSchema),
  version: Type.Integer(),
  language: Type.String(),
  updatedAt: Type.String(),
});

/** Someone in edit mode on a page (issue 34 item 5); the name is the server's user record. */
export const PresentEditorSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  since: Type.String({ description: 'Holder: editing since; others: in edit mode since' }),
});

/** Who else is on the page in edit mode, and who holds it (edits), as the caller sees it. */
export const EditorPresenceSchema = Type.Object({
  revision: Type.String({ description: 'Changes whenever this answer would; GET ?after= waits for a change' }),
  holder: Nullable(PresentEditorSchema),
  isHolder: Type.Boolean(),
  watching: Type.Array(PresentEditorSchema, {
    description: 'The others present, read-only (the caller not among them)',
  }),
  takenOverBy: Nullable(
    Type.Object({ name: Type.String(), at: Type.String() }, { description: 'Who took the page over from the caller' }),
  ),
  heartbeatSeconds: Type.Integer({ description: 'Send PUT this often; presence expires after expiresSeconds' }),
  expiresSeconds: Type.Integer(),
});

/** Per language, the ids of the page's blocks with a text filled in the other language only. */
export const UntranslatedBlocksSchema = Type.Object({ de: Type.Array(Type.String()), en: Type.Array(Type.String()) });

export type TemplateField = Static<typeof TemplateFieldSchema>;
export type Value = Static<typeof ValueSchema>;
export type Element = Static<typeof ElementSchema>;
export type TemplateMetadata = Static<typeof TemplateMetadataSchema>;
export type CourseOffer = Static<typeof CourseOfferSchema>;
export type Template = Static<typeof TemplateSchema>;
export type MenuIcon = Static<typeof MenuIconSchema>;
export interface MenuItem extends Omit<Static<typeof MenuItemSchema>, 'children'> {
  children: MenuItem[];
}
export type ContentPage = Omit<Static<typeof ContentPageSchema>, 'templates' | 'menu'> & {
  templates: Template[];
  menu?: MenuItem | null;
};
export type InstagramMedia = Static<typeof InstagramMediaSchema>;
export type RevisionChange = Static<typeof RevisionChangeSchema>;
export type RevisionSummary = Static<typeof RevisionSummarySchema>;
export type Revision = Omit<Static<typeof RevisionSchema>, 'templates'> & { templates: Template[] };
export type Schedule = Static<typeof ScheduleSchema>;
export type AutosavedDraft = Omit<Static<typeof AutosavedDraftSchema>, 'templates'> & { templates: Template[] };
export type UntranslatedBlocks = Static<typeof UntranslatedBlocksSchema>;
export type PresentEditor = Static<typeof PresentEditorSchema>;
export type EditorPresence = Static<typeof EditorPresenceSchema>;
export type PictureSizes = Static<typeof PictureSizesSchema>;
/** Sizes by picture URL (the `href` a PHOTO value stores); pictures without sizes are left out. */
export type PictureSizesByHref = Record<string, PictureSizes>;
