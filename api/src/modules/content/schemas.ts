import { schemas, templateTypes } from '../../lib/contracts.js';
import { Type } from '@sinclair/typebox';
import { errorResponses, notModified, OrgParams } from '../../lib/schemas.js';

// The entity shapes live in @club/shared/contracts/schemas; these are the routes' schemas.
export const {
  MenuIconSchema,
  MenuItemSchema,
  ContentPageSchema,
  InstagramMediaSchema,
  TemplateSchema,
  TemplateFieldSchema,
  menuItemRef,
} = schemas;
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const tags = ['content'];
const secured = { tags, security: [{ bearerAuth: [] as string[] }] };
const readErrors = errorResponses(400, 401, 403, 404);
/** Answers of a cached published read: the errors plus 304 for a current If-None-Match. */
const publishedReadAnswers = { ...notModified, ...readErrors };

export const mainMenusSchema = {
  ...secured,
  summary:
    'All root menus (top, header, home, footer, social media, page) with nested children sorted by position. 404 when the organization has no menus yet.',
  params: OrgParams,
  response: { 200: Type.Array(menuItemRef), ...publishedReadAnswers },
};

export const menuByRootSchema = {
  ...secured,
  summary: "One root menu with its children, named by its path without the leading slash ('header' -> '/header').",
  params: Type.Object({
    orgId: Type.String({ format: 'uuid' }),
    path: Type.String({ pattern: '^[a-z0-9-]+$', maxLength: 100 }),
  }),
  response: { 200: menuItemRef, ...publishedReadAnswers },
};

export const menuByPathSchema = {
  ...secured,
  summary: 'Any menu item with its children by its full path (/header/sports).',
  params: OrgParams,
  querystring: Type.Object({ path: Type.String({ minLength: 1, maxLength: 500 }) }),
  response: { 200: menuItemRef, ...publishedReadAnswers },
};

export const updateMenuSchema = {
  ...secured,
  summary: "Update a menu item: name (in the request's language), position, icon. Needs WRITE_CONTENT.",
  params: OrgParams,
  body: Type.Object(
    {
      id: Type.String({ format: 'uuid' }),
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      position: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
      icon: Type.Optional(Type.Union([MenuIconSchema, Type.Null()])),
      // Sent back by the front end with the item; ignored (paths and hierarchy are not changed here).
      path: Type.Optional(Type.String({ maxLength: 500 })),
      contentId: Type.Optional(Nullable(Type.String())),
      parentId: Type.Optional(Nullable(Type.String())),
      children: Type.Optional(Type.Array(Type.Unknown())),
      main: Type.Optional(Type.Boolean()),
      categoryId: Type.Optional(Nullable(Type.String())),
    },
    { additionalProperties: false },
  ),
  response: { 200: menuItemRef, ...errorResponses(400, 401, 403, 404) },
};

export const contentByIdSchema = {
  ...secured,
  summary: 'A content page with templates, fields, elements and values, localised by Accept-Language, and its menu.',
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }), id: Type.String({ format: 'uuid' }) }),
  response: { 200: ContentPageSchema, ...publishedReadAnswers },
};

export const contentSearchSchema = {
  ...secured,
  summary: 'Contents matching all given criteria (none = all, at most 200).',
  params: OrgParams,
  body: Type.Object(
    {
      name: Type.Optional(
        Type.String({ maxLength: 100, description: 'Part of the German or English name, case-insensitive' }),
      ),
      menuId: Type.Optional(Type.String({ format: 'uuid' })),
      templateType: Type.Optional(Type.Union(templateTypes.map((t) => Type.Literal(t)))),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Array(ContentPageSchema), ...errorResponses(400, 401, 403) },
};

export const instagramFeedSchema = {
  ...secured,
  summary:
    "The newest media (at most 12) of an INSTAGRAM template, fetched by the API with the template's stored token (never sent to browsers), " +
    "cached for a while. 400 INSTAGRAM_TOKEN_INVALID ('Token not valid') when Instagram refuses the token, 502 INSTAGRAM_UNAVAILABLE when it cannot be reached.",
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }), templateId: Type.String({ format: 'uuid' }) }),
  response: { 200: Type.Array(InstagramMediaSchema), ...errorResponses(400, 401, 403, 404, 502) },
};
