import * as v from 'valibot';
import { templateTypes } from '../entities/template-types';
import type { ContentPage, InstagramMedia, MenuItem } from '../schemas';
import { endpoint, shape } from './define';

// The published reads of pages and menus: what a visitor's page calls, the same for every caller
// of the organization. Kept apart from the editor's calls (content.ts), whose body rules would
// otherwise travel in every visitor's download.
export const contentBase = '/content-service/organizations/:orgId';

const uuid = v.pipe(v.string(), v.uuid());
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** `/content/:id`: `id` names a page (a UUID). */
const idParams = v.object({ orgId: uuid, id: uuid });

export const getMainMenus = endpoint({
  method: 'GET',
  path: `${contentBase}/menu/main`,
  access: ['visitor'],
  summary:
    'All root menus (top, header, home, footer, social media, page) with nested children sorted by position. 404 when the organization has no menus yet.',
  answer: shape<MenuItem[]>(),
});

// Static segment: registered beside menu/:path, the router prefers it.
export const getMenuByPath = endpoint({
  method: 'GET',
  path: `${contentBase}/menu/getByPath`,
  access: ['visitor'],
  summary: 'Any menu item with its children by its full path (/header/sports).',
  query: v.object({ path: v.pipe(v.string(), v.minLength(1), v.maxLength(500)) }),
  answer: shape<MenuItem>(),
});

export const getRootMenu = endpoint({
  method: 'GET',
  path: `${contentBase}/menu/:path`,
  access: ['visitor'],
  summary: "One root menu with its children, named by its path without the leading slash ('header' -> '/header').",
  params: v.object({ orgId: uuid, path: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/), v.maxLength(100)) }),
  answer: shape<MenuItem>(),
});

export const getContent = endpoint({
  method: 'GET',
  path: `${contentBase}/content/:id`,
  access: ['visitor'],
  params: idParams,
  summary: 'A content page with templates, fields, elements and values, localised by Accept-Language, and its menu.',
  answer: shape<ContentPage>(),
});

export const searchContents = endpoint({
  method: 'POST',
  path: `${contentBase}/content/search`,
  access: ['visitor'],
  summary: 'Contents matching all given criteria (none = all, at most 200).',
  body: v.strictObject({
    /** Part of the German or English name, case-insensitive. */
    name: v.optional(text(100)),
    menuId: v.optional(uuid),
    templateType: v.optional(v.picklist(templateTypes)),
  }),
  answer: shape<ContentPage[]>(),
});

export const getInstagramFeed = endpoint({
  method: 'GET',
  path: `${contentBase}/instagram/:templateId`,
  access: ['visitor'],
  summary:
    "The newest media (at most 12) of an INSTAGRAM template, fetched by the API with the template's stored token (never sent to browsers), " +
    "cached for a while. 400 INSTAGRAM_TOKEN_INVALID ('Token not valid') when Instagram refuses the token, 502 INSTAGRAM_UNAVAILABLE when it cannot be reached.",
  answer: shape<InstagramMedia[]>(),
});
