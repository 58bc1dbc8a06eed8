import { Type } from '@sinclair/typebox';
import { templateTypes } from '../../lib/contracts.js';
import { errorResponses, OrgParams } from '../../lib/schemas.js';
import { ContentPageSchema, MenuIconSchema, TemplateSchema } from './schemas.js';

const tags = ['content'];
export const secured = { tags, security: [{ bearerAuth: [] as string[] }] };
export const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
export const writeErrors = errorResponses(400, 401, 403, 404, 409);
export const IdParams = Type.Object({ orgId: Type.String({ format: 'uuid' }), id: Type.String({ format: 'uuid' }) });

export const MenuInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    path: Type.Optional(Type.String({ maxLength: 500 })),
    parentId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    contentId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    icon: Type.Optional(Type.Union([MenuIconSchema, Type.Null()])),
    position: Type.Optional(Type.Integer({ minimum: 0 })),
    categoryId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    // Sent back by the front end with the item; ignored.
    id: Type.Optional(Nullable(Type.String())),
    children: Type.Optional(Type.Array(Type.Unknown())),
    main: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const menuRef = Type.Unsafe<unknown>({ $ref: 'MenuItem#' });

export const createMenuSchema = {
  ...secured,
  summary: 'Create a menu item; its path is the parent path plus the name as a URL segment (§5). Needs WRITE_CONTENT.',
  params: OrgParams,
  body: MenuInputSchema,
  response: { 200: menuRef, ...writeErrors },
};

export const createMenusSchema = {
  ...secured,
  summary: 'Create several menu items in one transaction (all or none). Needs WRITE_CONTENT.',
  params: OrgParams,
  body: Type.Array(MenuInputSchema, { minItems: 1, maxItems: 20 }),
  response: { 200: Type.Array(menuRef), ...writeErrors },
};

export const deleteMenuSchema = {
  ...secured,
  summary:
    'Remove a menu entry and the entries below it. 409 MENU_HAS_PAGES (naming them) while a page hangs under it; root menus stay. Needs WRITE_CONTENT.',
  params: IdParams,
  response: { 204: Type.Null(), ...writeErrors },
};

// The page as the editor sends it back: the fields it received plus the version it started from.
export const pageBodyFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  templates: Type.Array(TemplateSchema, { maxItems: 60 }),
  menuId: Type.Optional(Nullable(Type.String())),
  menu: Type.Optional(Type.Unknown()),
  menuDto: Type.Optional(Type.Union([MenuInputSchema, Type.Null()])),
  templateIds: Type.Optional(Type.Array(Type.String())),
  managers: Type.Optional(Type.Array(Type.String())),
  eventsGroupId: Type.Optional(Nullable(Type.String())),
  editable: Type.Optional(Type.Boolean()),
  contentId: Type.Optional(Nullable(Type.String())),
  updatedAt: Type.Optional(Type.String()),
  updatedBy: Type.Optional(Nullable(Type.String())),
  // The picture sizes the page was read with; ignored (the server looks them up on every read).
  media: Type.Optional(Type.Unknown()),
};

const versionHeader = Type.Object({ 'accepts-version': Type.Optional(Type.String({ maxLength: 10 })) });

export const createContentSchema = {
  ...secured,
  summary:
    "Create a page with its templates (fresh ids) and, with menuDto, its menu entry (below the parent's page menu when the parent has a page). Needs WRITE_CONTENT.",
  params: OrgParams,
  headers: versionHeader,
  body: Type.Object(
    {
      ...pageBodyFields,
      id: Type.Optional(Nullable(Type.String())),
      version: Type.Optional(Type.Integer()),
      pageMenuName: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 20,
          description:
            "When menuDto.parentId names an item that has a page without a menu of its own, §4 creates one (this is its name, the page's tab; default the item's name) and the new page becomes its next tab.",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  response: { 200: ContentPageSchema, ...writeErrors },
};

export const updateContentSchema = {
  ...secured,
  summary:
    "Save a page with all its templates in one transaction (new templates have a null id). `version` is the page's version the editor started from: 409 CONTENT_CONFLICT when someone saved in between. Needs WRITE_CONTENT.",
  params: OrgParams,
  headers: versionHeader,
  body: Type.Object(
    { ...pageBodyFields, id: Type.String({ format: 'uuid' }), version: Type.Integer({ minimum: 1 }) },
    { additionalProperties: false },
  ),
  response: { 200: ContentPageSchema, ...writeErrors },
};

export const deleteContentSchema = {
  ...secured,
  summary:
    'Delete a page, its templates and its menu entries. The home and training pages, footer and social media cannot be deleted.',
  params: IdParams,
  response: { 204: Type.Null(), ...writeErrors },
};

const RevisionChangeSchema = Type.Object({
  kind: Type.String({
    description: 'renamed, restored, added, removed, moved, fields, entriesAdded or entriesRemoved',
  }),
  type: Type.Optional(Type.String({ description: 'The template type of the block' })),
  fields: Type.Optional(Type.Array(Type.String(), { description: 'Names of the changed fields' })),
  count: Type.Optional(Type.Integer()),
  version: Type.Optional(Type.Integer({ description: 'The restored version' })),
});

const RevisionSummarySchema = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  author: Type.String(),
  summary: Type.String({ description: 'What changed, in English words' }),
  changes: Type.Optional(Type.Union([Type.Array(RevisionChangeSchema), Type.Null()])),
  createdAt: Type.String(),
});

export const listRevisionsSchema = {
  ...secured,
  summary: "A page's saved revisions, newest first (at most 100). Needs WRITE_CONTENT.",
  params: IdParams,
  response: { 200: Type.Array(RevisionSummarySchema), ...writeErrors },
};

export const revisionSchema = {
  ...secured,
  summary: 'One revision of a page with its templates, for a preview.',
  params: Type.Object({
    orgId: Type.String({ format: 'uuid' }),
    id: Type.String({ format: 'uuid' }),
    revisionId: Type.String({ format: 'uuid' }),
  }),
  response: {
    200: Type.Object({
      ...RevisionSummarySchema.properties,
      name: Type.String(),
      templates: Type.Array(TemplateSchema),
    }),
    ...writeErrors,
  },
};

export const restoreRevisionSchema = {
  ...secured,
  summary: 'Publish an older revision again (recorded as a new revision). `version` as for PUT content.',
  params: revisionSchema.params,
  body: Type.Object({ version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  response: { 200: ContentPageSchema, ...writeErrors },
};

const TemplateWriteSchema = Type.Intersect([
  TemplateSchema,
  Type.Object({
    contentId: Type.Optional(Type.String({ format: 'uuid' })),
    position: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
]);

export const createTemplateSchema = {
  ...secured,
  summary:
    'Add a template to a page (contentId) at a position (default: last). Saved like a page save (validation, revision, hooks).',
  params: OrgParams,
  body: TemplateWriteSchema,
  response: { 200: TemplateSchema, ...writeErrors },
};

export const updateTemplateSchema = {
  ...secured,
  summary: 'Update one template of a page by id.',
  params: OrgParams,
  // The id names a stored template: a uuid (anything else answers 400, not a database error).
  body: Type.Intersect([TemplateWriteSchema, Type.Object({ id: Type.String({ format: 'uuid' }) })]),
  response: { 200: TemplateSchema, ...writeErrors },
};

export const deleteTemplateSchema = {
  ...secured,
  summary: 'Remove one template from its page.',
  params: IdParams,
  response: { 204: Type.Null(), ...writeErrors },
};

export const searchTemplatesSchema = {
  ...secured,
  summary:
    "Templates matching every criterion: metadata.eventsGroupId (a value, or the matcher 'NOT_EMPTY'), type, and NOT_EMPTY matchers on fields and elements.",
  params: OrgParams,
  body: Type.Object(
    {
      eventsGroupId: Type.Optional(Type.String({ maxLength: 100 })),
      type: Type.Optional(Type.Union(templateTypes.map((t) => Type.Literal(t)))),
      fields: Type.Optional(Type.Literal('NOT_EMPTY')),
      elements: Type.Optional(Type.Literal('NOT_EMPTY')),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Array(Type.Intersect([TemplateSchema, Type.Object({ contentId: Nullable(Type.String()) })])),
    ...errorResponses(400, 401, 403),
  },
};
