import * as v from 'valibot';
import { wholeNumber } from './answer-parts';

// Calendar entities of members-and-transactions.md §3 (categories, courses = events groups,
// classes = schedule entries with their recurrence). Times travel as ISO 8601 strings; the
// API answers them in Europe/Berlin with their offset ("2026-11-23T18:00:00.000+01:00").
// Declared once in valibot: the endpoints' answer types are inferred from these and the API
// serialises with them (issue 38 item 1).

const text = (maxLength: number) => v.pipe(v.string(), v.maxLength(maxLength));
const uuidText = v.pipe(v.string(), v.uuid());

export const repeatTypes = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const weekDays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type WeekDay = (typeof weekDays)[number];
export type RepeatType = (typeof repeatTypes)[number];

export const eventsGroupSchema = v.object({
  id: v.string(),
  name: v.string(),
  url: v.nullable(v.string()),
  path: v.nullable(v.string()),
  categoryId: v.nullable(v.string()),
  contentId: v.nullable(v.string()),
});
export type EventsGroup = v.InferOutput<typeof eventsGroupSchema>;

export const eventsGroupInputSchema = v.strictObject({
  id: v.optional(uuidText),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  url: v.optional(v.nullable(text(500))),
  path: v.optional(v.nullable(text(500))),
  categoryId: v.optional(v.nullable(uuidText)),
  contentId: v.optional(v.nullable(uuidText)),
});
export type EventsGroupInput = v.InferOutput<typeof eventsGroupInputSchema>;

export const categorySchema = v.object({
  id: v.string(),
  name: v.string(),
  eventsGroups: v.array(eventsGroupSchema),
});
export type Category = v.InferOutput<typeof categorySchema>;

export const recurrenceSchema = v.strictObject({
  repeatPeriod: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)),
  repeatType: v.picklist(repeatTypes),
  daysToRepeat: v.pipe(v.array(v.picklist(weekDays)), v.maxLength(7)),
  /** Presets run one year from the first date (§9); endingDate and numberOfOcurrences are then ignored. */
  oneYear: v.optional(v.boolean()),
  /** Last day (YYYY-MM-DD, inclusive) or null. */
  endingDate: v.optional(v.nullable(v.pipe(v.string(), v.isoDate()))),
  /** The spec's spelling. 1-30 for the custom "After n occurrences". */
  numberOfOcurrences: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)))),
  /** Beyond the spec: dates that are public holidays in the club's state are cancelled. */
  skipHolidays: v.optional(v.boolean()),
});
export type Recurrence = v.InferOutput<typeof recurrenceSchema>;

export const scheduleEntrySchema = v.object({
  /** The occurrence's id (stable across reads; PUT/DELETE take it). */
  id: v.string(),
  /** The series (class) it belongs to. */
  seriesId: v.string(),
  name: v.string(),
  startDateTime: v.string(),
  endDateTime: v.string(),
  /** Where the series put this date before it was moved. */
  originalStartDateTime: v.string(),
  eventsGroupId: v.string(),
  coach: v.array(v.string()),
  place: v.string(),
  description: v.string(),
  shortDescription: v.string(),
  users: v.array(v.string()),
  image: v.nullable(v.string()),
  contentId: v.nullable(v.string()),
  recurrence: v.nullable(recurrenceSchema),
  cancelled: v.boolean(),
  /** Name of the public holiday on this date when the series skips holidays. */
  holiday: v.nullable(v.string()),
  /** True when this date differs from its series (moved or changed alone). */
  modified: v.boolean(),
});
export type ScheduleEntry = v.InferOutput<typeof scheduleEntrySchema>;

const localDateTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/), v.maxLength(40));

/** A class as the class form sends it (POST schedule; PUT adds id and scope). */
export const scheduleInputSchema = v.strictObject({
  name: v.optional(text(120)),
  /** Wall-clock time in Europe/Berlin ("2026-11-23T18:00") or any ISO time with offset. */
  startDateTime: localDateTime,
  endDateTime: localDateTime,
  eventsGroupId: v.pipe(v.string(), v.uuid(), v.maxLength(40)),
  coach: v.pipe(v.array(text(200)), v.maxLength(10)),
  place: text(500),
  description: v.optional(text(2000)),
  shortDescription: v.optional(text(500)),
  image: v.optional(v.nullable(text(500))),
  contentId: v.optional(v.nullable(uuidText)),
  recurrence: v.optional(v.nullable(recurrenceSchema)),
});
export type ScheduleInput = v.InferOutput<typeof scheduleInputSchema>;

/** Which dates a change or a delete applies to, the way phone calendars ask. */
export const changeScopes = ['occurrence', 'following', 'series'] as const;
export type ChangeScope = (typeof changeScopes)[number];

export const scheduleUpdateSchema = v.strictObject({
  ...scheduleInputSchema.entries,
  /** The occurrence the coach opened. */
  id: uuidText,
  scope: v.optional(v.picklist(changeScopes)),
  /** Only with scope 'occurrence': cancel (true) or restore (false) this one date. */
  cancelled: v.optional(v.boolean()),
});
export type ScheduleUpdate = v.InferOutput<typeof scheduleUpdateSchema>;

/** A course's Monday-Sunday week (Europe/Berlin) for visitors. */
export const courseWeekSchema = v.object({
  eventsGroup: eventsGroupSchema,
  weekStart: v.string(),
  weekNumber: wholeNumber,
  entries: v.array(scheduleEntrySchema),
});
export type CourseWeek = v.InferOutput<typeof courseWeekSchema>;

/** How many dates a delete with a scope would remove. */
export const removalCountSchema = v.object({ count: wholeNumber });
export type RemovalCount = v.InferOutput<typeof removalCountSchema>;

/** A feed as calendar apps take it: webcal:// to subscribe, https to download (.ics). */
export const feedLinksSchema = v.object({ subscribeUrl: v.string(), downloadUrl: v.string() });
export type FeedLinks = v.InferOutput<typeof feedLinksSchema>;

/** The person's own "My Courses" feed: its signed path and links. */
export const myFeedLinksSchema = v.object({ path: v.string(), ...feedLinksSchema.entries });
export type MyFeedLinks = v.InferOutput<typeof myFeedLinksSchema>;
