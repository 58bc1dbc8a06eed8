import { Type } from '@sinclair/typebox';
import { schemas } from '../../lib/contracts.js';
import { errorResponses, OrgParams } from '../../lib/schemas.js';

const {
  CategorySchema,
  EventsGroupSchema,
  EventsGroupInputSchema,
  ScheduleEntrySchema,
  ScheduleInputSchema,
  ScheduleUpdateSchema,
  changeScopes,
} = schemas;

const tags = ['calendar'];
const IdParams = Type.Object({ orgId: Type.String({ format: 'uuid' }), id: Type.String({ format: 'uuid' }) });
const Entries = Type.Array(ScheduleEntrySchema);
const Scope = Type.Union(changeScopes.map((s) => Type.Literal(s)));

export const listCategoriesSchema = {
  tags,
  params: OrgParams,
  response: { 200: Type.Array(CategorySchema), ...errorResponses(401, 403) },
};
export const createCategorySchema = {
  tags,
  params: OrgParams,
  body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false }),
  response: { 201: CategorySchema, ...errorResponses(400, 401, 403, 409) },
};
export const searchCategoriesSchema = {
  tags,
  params: OrgParams,
  body: Type.Object({ name: Type.Optional(Type.String({ maxLength: 60 })) }, { additionalProperties: false }),
  response: { 200: Type.Array(CategorySchema), ...errorResponses(400, 401, 403) },
};
export const deleteByIdSchema = {
  tags,
  params: IdParams,
  response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
};

const TimeQuery = Type.String({ minLength: 10, maxLength: 40 });
export const scheduleWindowSchema = {
  tags,
  description:
    'Dates of a course whose start lies in the window (the spec sends 00:00:01 of the first and 23:59:59 of the last day). Times without offset are Europe/Berlin. At most 62 days.',
  params: OrgParams,
  querystring: Type.Object({
    startDateTime: TimeQuery,
    endDateTime: TimeQuery,
    eventsGroupId: Type.String({ format: 'uuid' }),
  }),
  response: { 200: Entries, ...errorResponses(400, 401, 403) },
};
export const createScheduleSchema = {
  tags,
  description: 'Creates a class (a single date or a series). Answers every date of the new series.',
  params: OrgParams,
  body: ScheduleInputSchema,
  response: { 201: Entries, ...errorResponses(400, 401, 403, 409) },
};
export const createScheduleListSchema = {
  tags,
  description: 'Creates several classes at once: all or none.',
  params: OrgParams,
  body: Type.Array(ScheduleInputSchema, { minItems: 1, maxItems: 50 }),
  response: { 201: Entries, ...errorResponses(400, 401, 403, 409) },
};
export const updateScheduleSchema = {
  tags,
  description:
    "Changes the date `id` alone (scope 'occurrence'), it and the following dates ('following') or the whole series ('series', default). Answers every date of the series touched.",
  params: OrgParams,
  body: ScheduleUpdateSchema,
  response: { 200: Entries, ...errorResponses(400, 401, 403, 404, 409) },
};
export const deleteScheduleSchema = {
  tags,
  description:
    "'series' (default) removes the class, 'following' ends it before this date, 'occurrence' cancels this date (still shown, marked cancelled).",
  params: IdParams,
  querystring: Type.Object({ scope: Type.Optional(Scope) }),
  response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
};
export const removalPreviewSchema = {
  tags,
  description:
    'How many dates DELETE schedule/{id} with this scope would remove (the class editor names it before it asks).',
  params: IdParams,
  querystring: Type.Object({ scope: Type.Optional(Scope) }),
  response: { 200: Type.Object({ count: Type.Integer() }), ...errorResponses(401, 403, 404) },
};
export const searchScheduleSchema = {
  tags,
  params: OrgParams,
  body: Type.Object(
    {
      eventsGroupId: Type.Optional(Type.String({ format: 'uuid' })),
      name: Type.Optional(Type.String({ maxLength: 120 })),
      place: Type.Optional(Type.String({ maxLength: 120 })),
      coach: Type.Optional(Type.String({ maxLength: 40 })),
      startDateTime: Type.Optional(TimeQuery),
      endDateTime: Type.Optional(TimeQuery),
    },
    { additionalProperties: false },
  ),
  response: { 200: Entries, ...errorResponses(400, 401, 403) },
};

export const listGroupsSchema = {
  tags,
  description: 'My Courses: the courses the logged-in person takes part in.',
  params: OrgParams,
  response: { 200: Type.Array(EventsGroupSchema), ...errorResponses(401, 403) },
};
export const groupByIdSchema = {
  tags,
  params: IdParams,
  response: { 200: EventsGroupSchema, ...errorResponses(401, 403, 404) },
};
export const groupByNameSchema = {
  tags,
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }), name: Type.String({ maxLength: 120 }) }),
  response: { 200: EventsGroupSchema, ...errorResponses(401, 403, 404) },
};
export const createGroupSchema = {
  tags,
  params: OrgParams,
  body: EventsGroupInputSchema,
  response: { 201: EventsGroupSchema, ...errorResponses(400, 401, 403, 409) },
};
export const updateGroupSchema = {
  tags,
  description: 'Updates the course named by `id` in the body; fields left out keep their value.',
  params: OrgParams,
  body: EventsGroupInputSchema,
  response: { 200: EventsGroupSchema, ...errorResponses(400, 401, 403, 404, 409) },
};
const Matcher = Type.Object(
  {
    field: Type.Union([
      Type.Literal('contentId'),
      Type.Literal('categoryId'),
      Type.Literal('url'),
      Type.Literal('path'),
    ]),
    type: Type.Literal('NOT_EMPTY'),
  },
  { additionalProperties: false },
);
export const searchGroupsSchema = {
  tags,
  description:
    'Sample fields combine with AND; matchers: `{ field: "contentId", type: "NOT_EMPTY" }` keeps courses that have that field.',
  params: OrgParams,
  body: Type.Object(
    {
      categoryId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
      contentId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
      name: Type.Optional(Type.String({ maxLength: 120 })),
      matchers: Type.Optional(Type.Array(Matcher, { maxItems: 4 })),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Array(EventsGroupSchema), ...errorResponses(400, 401, 403) },
};

export const publicWeekSchema = {
  tags,
  description:
    'Public read for visitors without a token: the Monday-Sunday week (Europe/Berlin) containing `date` (default today) of one course.',
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }), id: Type.String({ format: 'uuid' }) }),
  querystring: Type.Object({ date: Type.Optional(Type.String({ format: 'date' })) }),
  response: {
    200: Type.Object({
      eventsGroup: EventsGroupSchema,
      weekStart: Type.String(),
      weekNumber: Type.Integer(),
      entries: Entries,
    }),
    ...errorResponses(400, 404),
  },
};

export const publicNextDatesSchema = {
  tags,
  description:
    "Public read: a course's next dates from now (cancelled ones included and marked), what its page shows. `count` 1-20, default 5.",
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }), id: Type.String({ format: 'uuid' }) }),
  querystring: Type.Object({ count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) }),
  response: { 200: Entries, ...errorResponses(400, 404) },
};
