import { type Static, Type } from '@sinclair/typebox';

// Calendar entities of members-and-transactions.md §3 (categories, courses = events groups,
// classes = schedule entries with their recurrence). Times travel as ISO 8601 strings; the
// API answers them in Europe/Berlin with their offset ("2026-11-23T18:00:00.000+01:00").

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const repeatTypes = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const weekDays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type WeekDay = (typeof weekDays)[number];
export type RepeatType = (typeof repeatTypes)[number];

export const EventsGroupSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  url: Nullable(Type.String()),
  path: Nullable(Type.String()),
  categoryId: Nullable(Type.String()),
  contentId: Nullable(Type.String()),
});
export type EventsGroup = Static<typeof EventsGroupSchema>;

export const EventsGroupInputSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    url: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    path: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    categoryId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    contentId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  },
  { additionalProperties: false },
);
export type EventsGroupInput = Static<typeof EventsGroupInputSchema>;

export const CategorySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  eventsGroups: Type.Array(EventsGroupSchema),
});
export type Category = Static<typeof CategorySchema>;

export const RecurrenceSchema = Type.Object(
  {
    repeatPeriod: Type.Integer({ minimum: 1, maximum: 31 }),
    repeatType: Type.Union(repeatTypes.map((r) => Type.Literal(r))),
    daysToRepeat: Type.Array(Type.Union(weekDays.map((d) => Type.Literal(d))), { maxItems: 7 }),
    /** Presets run one year from the first date (§9); endingDate and numberOfOcurrences are then ignored. */
    oneYear: Type.Optional(Type.Boolean()),
    /** Last day (YYYY-MM-DD, inclusive) or null. */
    endingDate: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    /** The spec's spelling. 1-30 for the custom "After n occurrences". */
    numberOfOcurrences: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 30 }), Type.Null()])),
    /** Beyond the spec: dates that are public holidays in the club's state are cancelled. */
    skipHolidays: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type Recurrence = Static<typeof RecurrenceSchema>;

export const ScheduleEntrySchema = Type.Object({
  /** The occurrence's id (stable across reads; PUT/DELETE take it). */
  id: Type.String(),
  /** The series (class) it belongs to. */
  seriesId: Type.String(),
  name: Type.String(),
  startDateTime: Type.String(),
  endDateTime: Type.String(),
  /** Where the series put this date before it was moved. */
  originalStartDateTime: Type.String(),
  eventsGroupId: Type.String(),
  coach: Type.Array(Type.String()),
  place: Type.String(),
  description: Type.String(),
  shortDescription: Type.String(),
  users: Type.Array(Type.String()),
  image: Nullable(Type.String()),
  contentId: Nullable(Type.String()),
  recurrence: Type.Union([RecurrenceSchema, Type.Null()]),
  cancelled: Type.Boolean(),
  /** Name of the public holiday on this date when the series skips holidays. */
  holiday: Nullable(Type.String()),
  /** True when this date differs from its series (moved or changed alone). */
  modified: Type.Boolean(),
});
export type ScheduleEntry = Static<typeof ScheduleEntrySchema>;

const LocalDateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}', maxLength: 40 });

/** A class as the class form sends it (POST schedule; PUT adds id and scope). */
export const ScheduleInputSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 120 })),
    /** Wall-clock time in Europe/Berlin ("2026-11-23T18:00") or any ISO time with offset. */
    startDateTime: LocalDateTime,
    endDateTime: LocalDateTime,
    eventsGroupId: Type.String({ format: 'uuid', maxLength: 40 }),
    coach: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10 }),
    place: Type.String({ maxLength: 500 }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    shortDescription: Type.Optional(Type.String({ maxLength: 500 })),
    image: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    contentId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    recurrence: Type.Optional(Type.Union([RecurrenceSchema, Type.Null()])),
  },
  { additionalProperties: false },
);
export type ScheduleInput = Static<typeof ScheduleInputSchema>;

/** Which dates a change or a delete applies to, the way phone calendars ask. */
export const changeScopes = ['occurrence', 'following', 'series'] as const;
export type ChangeScope = (typeof changeScopes)[number];

export const ScheduleUpdateSchema = Type.Object(
  {
    ...ScheduleInputSchema.properties,
    /** The occurrence the coach opened. */
    id: Type.String({ format: 'uuid' }),
    scope: Type.Optional(Type.Union(changeScopes.map((s) => Type.Literal(s)))),
    /** Only with scope 'occurrence': cancel (true) or restore (false) this one date. */
    cancelled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ScheduleUpdate = Static<typeof ScheduleUpdateSchema>;
