import * as v from 'valibot';
import { fieldTypes, templateTypes } from '../entities/template-types';
import { menuNameSchema } from '../rules/menu';
import type {
  AutosavedDraft,
  ContentPage,
  DraftSaved,
  EditorPresence,
  MenuItem,
  Revision,
  RevisionSummary,
  Schedule,
  Template,
  TemplateSearchHit,
  UntranslatedBlocks,
} from '../schemas';
import { contentBase } from './content-reads';
import { endpoint, shape } from './define';

// Pages, menus, templates, their history, scheduled publishing and autosaved drafts
// (content-management.md §7 and the editor's own routes).
// The published reads a visitor's page makes are in content-reads.ts (this file's body rules
// stay out of a visitor's download).
const uuid = v.pipe(v.string(), v.uuid());
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** The API's integers are PostgreSQL's: a position past 32 bits is refused, not stored wrapped. */
const position = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647));
const version = v.pipe(v.number(), v.integer(), v.minValue(1));
/** `/content/:id` and friends: `id` names a page, a menu entry or a template (a UUID). */
const idParams = v.object({ orgId: uuid, id: uuid });

// ---- Bodies: a template and a page as the editor sends them ------------------------------------

const templateField = v.object({
  id: v.string(),
  name: v.string(),
  type: v.picklist(fieldTypes),
  isMandatory: v.boolean(),
});

const templateValue = v.object({
  id: v.string(),
  fieldId: v.string(),
  field: v.optional(templateField),
  value: text(25_000),
  defaultValue: v.optional(text(25_000)),
});

const templateBodyEntries = {
  /** null (or an unknown id) marks a template the editor added. */
  id: v.nullable(v.string()),
  name: text(100),
  type: v.picklist(templateTypes),
  fields: v.array(templateField),
  elements: v.array(v.object({ id: v.string(), type: v.string(), values: v.array(templateValue) })),
  metadata: v.optional(
    v.object({ eventsGroupId: v.optional(v.nullable(v.string())), categoryId: v.optional(v.nullable(v.string())) }),
  ),
  isNew: v.optional(v.boolean()),
};

/** One template of a page as the editor sends it (texts in the request's language). */
export const templateBody = v.object(templateBodyEntries);
export type TemplateBody = v.InferOutput<typeof templateBody>;

const templatesBody = v.pipe(v.array(templateBody), v.maxLength(60));
const pageName = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

/** A menu entry to create (§5: its path is the parent's path plus the name as a URL segment). */
export const menuInputBody = v.strictObject({
  name: pageName,
  path: v.optional(text(500)),
  parentId: v.optional(v.nullable(uuid)),
  contentId: v.optional(v.nullable(uuid)),
  icon: v.optional(v.nullable(v.object({ name: text(100), type: text(100) }))),
  position: v.optional(position),
  categoryId: v.optional(v.nullable(text(100))),
  // Sent back by the front end with the item; ignored.
  id: v.optional(v.nullable(v.string())),
  children: v.optional(v.array(v.unknown())),
  main: v.optional(v.boolean()),
});
export type MenuInput = v.InferInput<typeof menuInputBody>;

/**
 * A page save: what the server reads, nothing else. Any other key the caller sends along (the
 * page as it was read: menu, media, managers, editable, ...) is dropped, not stored and not
 * refused, so a client that sends the page back as it read it still saves (api/README.md).
 */
export const savePageBody = v.object({
  id: uuid,
  name: pageName,
  templates: templatesBody,
  /** The page's version the editor started from: 409 CONTENT_CONFLICT when someone saved in between. */
  version,
});

/** A new page, with its menu entry (menuDto) and, below a parent with a page, its tab's name. */
export const createPageBody = v.object({
  name: pageName,
  templates: templatesBody,
  menuDto: v.optional(v.nullable(menuInputBody)),
  /**
   * When menuDto.parentId names an item that has a page without a menu of its own, §4 creates one
   * (this is its name, the page's tab; default the item's name) and the new page becomes its next tab.
   */
  pageMenuName: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(20))),
});

const publishAt = v.pipe(v.string(), v.isoTimestamp());

// ---- Menus (WRITE_CONTENT) -----------------------------------------------------------------------

export const createMenu = endpoint({
  method: 'POST',
  path: `${contentBase}/menu`,
  access: ['WRITE_CONTENT'],
  summary: 'Create a menu item; its path is the parent path plus the name as a URL segment (§5). Needs WRITE_CONTENT.',
  body: menuInputBody,
  answer: shape<MenuItem>(),
});

export const createMenus = endpoint({
  method: 'POST',
  path: `${contentBase}/menu/multiple`,
  access: ['WRITE_CONTENT'],
  summary: 'Create several menu items in one transaction (all or none). Needs WRITE_CONTENT.',
  body: v.pipe(v.array(menuInputBody), v.minLength(1), v.maxLength(20)),
  answer: shape<MenuItem[]>(),
});

export const updateMenu = endpoint({
  method: 'PUT',
  path: `${contentBase}/menu`,
  access: ['WRITE_CONTENT'],
  summary: "Update a menu item: name (in the request's language), position, icon. Needs WRITE_CONTENT.",
  body: v.strictObject({
    id: uuid,
    // A blank or invisible name (a space, a zero-width space) would leave an empty menu entry.
    name: v.optional(menuNameSchema),
    position: v.optional(position),
    icon: v.optional(v.nullable(v.object({ name: text(100), type: text(100) }))),
    // Sent back by the front end with the item; ignored (paths and hierarchy are not changed here).
    path: v.optional(text(500)),
    contentId: v.optional(v.nullable(v.string())),
    parentId: v.optional(v.nullable(v.string())),
    children: v.optional(v.array(v.unknown())),
    main: v.optional(v.boolean()),
    categoryId: v.optional(v.nullable(v.string())),
  }),
  answer: shape<MenuItem>(),
});

export const deleteMenu = endpoint({
  method: 'DELETE',
  path: `${contentBase}/menu/:id`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary:
    'Remove a menu entry and the entries below it. 409 MENU_HAS_PAGES (naming them) while a page hangs under it; root menus stay. Needs WRITE_CONTENT.',
  answer: shape<null>(),
});

// ---- Pages (WRITE_CONTENT) -----------------------------------------------------------------------

export const createPage = endpoint({
  method: 'POST',
  path: `${contentBase}/content`,
  access: ['WRITE_CONTENT'],
  summary:
    "Create a page with its templates (fresh ids) and, with menuDto, its menu entry (below the parent's page menu when the parent has a page). Needs WRITE_CONTENT.",
  body: createPageBody,
  answer: shape<ContentPage>(),
});

export const savePage = endpoint({
  method: 'PUT',
  path: `${contentBase}/content`,
  access: ['WRITE_CONTENT'],
  summary:
    "Save a page with all its templates in one transaction (new templates have a null id). `version` is the page's version the editor started from: 409 CONTENT_CONFLICT when someone saved in between. Other keys are dropped. Needs WRITE_CONTENT.",
  body: savePageBody,
  answer: shape<ContentPage>(),
});

export const deletePage = endpoint({
  method: 'DELETE',
  path: `${contentBase}/content/:id`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary:
    'Delete a page, its templates and its menu entries. The home and training pages, footer and social media cannot be deleted.',
  answer: shape<null>(),
});

export const listRevisions = endpoint({
  method: 'GET',
  path: `${contentBase}/content/:id/revisions`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: "A page's saved revisions, newest first (at most 100). Needs WRITE_CONTENT.",
  answer: shape<RevisionSummary[]>(),
});

export const getRevision = endpoint({
  method: 'GET',
  path: `${contentBase}/content/:id/revisions/:revisionId`,
  access: ['WRITE_CONTENT'],
  params: v.object({ orgId: uuid, id: uuid, revisionId: uuid }),
  summary: 'One revision of a page with its templates, for a preview.',
  answer: shape<Revision>(),
});

export const restoreRevision = endpoint({
  method: 'POST',
  path: `${contentBase}/content/:id/revisions/:revisionId/restore`,
  access: ['WRITE_CONTENT'],
  params: v.object({ orgId: uuid, id: uuid, revisionId: uuid }),
  summary: 'Publish an older revision again (recorded as a new revision). `version` as for PUT content.',
  body: v.strictObject({ version }),
  answer: shape<ContentPage>(),
});

export const getUntranslated = endpoint({
  method: 'GET',
  path: `${contentBase}/content/:id/untranslated`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: "Per language, the ids of the page's blocks with a text filled in the other language only (for the editor).",
  answer: shape<UntranslatedBlocks>(),
});

// ---- Scheduled publishing (WRITE_CONTENT) --------------------------------------------------------

export const schedulePage = endpoint({
  method: 'PUT',
  path: `${contentBase}/content/:id/schedule`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary:
    'Publish this draft at publishAt (ISO time in the future), even with nobody online. Replaces a pending schedule. Other keys are dropped.',
  body: v.object({ name: pageName, templates: templatesBody, version, publishAt }),
  answer: shape<Schedule>(),
});

export const getSchedule = endpoint({
  method: 'GET',
  path: `${contentBase}/content/:id/schedule`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: "The page's latest scheduled publication (pending, published or failed) with who made it, or null.",
  answer: shape<Schedule | null>(),
});

export const reschedulePage = endpoint({
  method: 'PATCH',
  path: `${contentBase}/content/:id/schedule`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: 'Move the pending schedule to another time (ISO, in the future). 404 NO_PENDING_SCHEDULE without one.',
  body: v.strictObject({ publishAt }),
  answer: shape<Schedule>(),
});

export const cancelSchedule = endpoint({
  method: 'DELETE',
  path: `${contentBase}/content/:id/schedule`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: 'Cancel the pending schedule (its draft is dropped). 404 NO_PENDING_SCHEDULE without one.',
  answer: shape<null>(),
});

export const publishScheduledNow = endpoint({
  method: 'POST',
  path: `${contentBase}/content/:id/schedule/publish`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary:
    'Publish the scheduled version now: the latest failed (or pending) schedule becomes the page on top of what was saved since (that stays in the history).',
  answer: shape<ContentPage>(),
});

// ---- Autosaved drafts (WRITE_CONTENT; never published) -------------------------------------------

export const keepDraft = endpoint({
  method: 'PUT',
  path: `${contentBase}/content/:id/draft`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: "Keep the caller's unsaved draft of the page (replaces the previous one). Never published.",
  body: v.strictObject({ name: pageName, templates: templatesBody, version }),
  answer: shape<DraftSaved>(),
});

export const getDraft = endpoint({
  method: 'GET',
  path: `${contentBase}/content/:id/draft`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: "The caller's autosaved draft of the page, or null (another editor's is never shown).",
  answer: shape<AutosavedDraft | null>(),
});

export const dropDraft = endpoint({
  method: 'DELETE',
  path: `${contentBase}/content/:id/draft`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: "Drop the caller's autosaved draft of the page.",
  answer: shape<null>(),
});

// ---- Who else is here (issue 34 item 5; WRITE_CONTENT of the page's club) ----------------------------
// One holder edits, the others present in edit mode watch read-only and may take the page over
// (Payload's document lock). Presence expires without a heartbeat (api/README "Who else is here").

export const joinPresence = endpoint({
  method: 'PUT',
  path: `${contentBase}/content/:id/presence`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary:
    'The caller is in edit mode on the page (join and heartbeat): holds it when nobody does. Answers who is here.',
  answer: shape<EditorPresence>(),
});

export const getPresence = endpoint({
  method: 'GET',
  path: `${contentBase}/content/:id/presence`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary:
    'Who is in edit mode on the page. With after=<revision> the answer waits (up to 25 s) until it differs from that revision.',
  query: v.object({ after: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
  answer: shape<EditorPresence>(),
});

export const takeOverPage = endpoint({
  method: 'POST',
  path: `${contentBase}/content/:id/presence/take-over`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: 'The caller takes the page over from its holder, who then watches read-only until taking it back.',
  answer: shape<EditorPresence>(),
});

export const leavePresence = endpoint({
  method: 'DELETE',
  path: `${contentBase}/content/:id/presence`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: 'The caller left edit mode on the page (a held page is free for the next one).',
  answer: shape<null>(),
});

// ---- Single templates (WRITE_CONTENT; each a page save of the template's page) -------------------

const templateWriteEntries = {
  ...templateBodyEntries,
  contentId: v.optional(uuid),
  position: v.optional(position),
};

export const createTemplate = endpoint({
  method: 'POST',
  path: `${contentBase}/templates`,
  access: ['WRITE_CONTENT'],
  summary:
    'Add a template to a page (contentId) at a position (default: last). Saved like a page save (validation, revision, hooks).',
  body: v.object(templateWriteEntries),
  answer: shape<Template>(),
});

export const updateTemplate = endpoint({
  method: 'PUT',
  path: `${contentBase}/templates`,
  access: ['WRITE_CONTENT'],
  summary: 'Update one template of a page by id.',
  // The id names a stored template: a uuid (anything else answers 400, not a database error).
  body: v.object({ ...templateWriteEntries, id: uuid }),
  answer: shape<Template>(),
});

export const deleteTemplate = endpoint({
  method: 'DELETE',
  path: `${contentBase}/templates/:id`,
  access: ['WRITE_CONTENT'],
  params: idParams,
  summary: 'Remove one template from its page.',
  answer: shape<null>(),
});

export const searchTemplates = endpoint({
  method: 'POST',
  path: `${contentBase}/templates/search`,
  access: ['WRITE_CONTENT'],
  summary:
    "Templates matching every criterion: metadata.eventsGroupId (a value, or the matcher 'NOT_EMPTY'), type, and NOT_EMPTY matchers on fields and elements.",
  body: v.strictObject({
    eventsGroupId: v.optional(text(100)),
    type: v.optional(v.picklist(templateTypes)),
    fields: v.optional(v.literal('NOT_EMPTY')),
    elements: v.optional(v.literal('NOT_EMPTY')),
  }),
  answer: shape<TemplateSearchHit[]>(),
});
