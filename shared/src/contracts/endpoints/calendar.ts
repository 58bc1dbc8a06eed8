import * as v from 'valibot';
import type { Category, ChangeScope, EventsGroup, ScheduleEntry } from '../schemas';
import type { CourseWeek, FeedLinks, MyFeedLinks, RemovalCount } from '../schemas/calendar';
import { changeScopes, repeatTypes, weekDays } from '../schemas/calendar';
import { supportedLanguages } from '../rules/language';
import type { DateParticipants } from '../schemas/attendance';
import { endpoint, shape } from './define';

// The training schedule (members-and-transactions.md §7): categories, courses ("eventsGroup"),
// classes ("schedule"), participants and attendance (issue 21), iCal feeds and course mails.
// The class form's own rules (scheduleRulesSchema) run in the handler, answering per field in
// the caller's language; these bodies hold the payload's shape and limits.

const calendarBase = '/calendar-service/organizations/:orgId';
const publicBase = '/calendar-service/public/organizations/:orgId';
const writers = ['WRITE_CALENDAR'] as const;
// Courses are written by coaches (training page) and by the page editor (COURSE templates).
const groupWriters = ['WRITE_CALENDAR', 'WRITE_CONTENT'] as const;

const uuid = v.pipe(v.string(), v.uuid());
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** A category's name: trimmed, not blank (only spaces named an empty sport), at most 60 characters. */
const categoryName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60));
const nullableText = (max: number) => v.nullable(text(max));
/** Wall-clock time in Europe/Berlin ("2026-11-23T18:00") or any ISO time with offset. */
const localDateTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/), v.maxLength(40));
/** A time of the caller (query and search): parsed by the handler, which names a bad one. */
const callerTime = v.pipe(v.string(), v.minLength(10), v.maxLength(40));
const isoDate = v.pipe(v.string(), v.isoDate());
const language = v.picklist(supportedLanguages);
const scope = v.picklist(changeScopes);

export const recurrenceBody = v.strictObject({
  repeatPeriod: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)),
  repeatType: v.picklist(repeatTypes),
  daysToRepeat: v.pipe(v.array(v.picklist(weekDays)), v.maxLength(7)),
  /** Presets run one year from the first date (§9); endingDate and numberOfOcurrences are then ignored. */
  oneYear: v.optional(v.boolean()),
  /** Last day (YYYY-MM-DD, inclusive) or null. */
  endingDate: v.optional(v.nullable(isoDate)),
  /** The spec's spelling. 1-30 for the custom "After n occurrences". */
  numberOfOcurrences: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)))),
  /** Beyond the spec: dates that are public holidays in the club's state are cancelled. */
  skipHolidays: v.optional(v.boolean()),
});

const scheduleFields = {
  name: v.optional(text(120)),
  startDateTime: localDateTime,
  endDateTime: localDateTime,
  eventsGroupId: v.pipe(uuid, v.maxLength(40)),
  coach: v.pipe(v.array(text(200)), v.maxLength(10)),
  place: text(500),
  description: v.optional(text(2000)),
  shortDescription: v.optional(text(500)),
  image: v.optional(nullableText(500)),
  contentId: v.optional(v.nullable(uuid)),
  recurrence: v.optional(v.nullable(recurrenceBody)),
};

/** A class as the class form sends it (POST schedule; PUT adds id and scope). */
export const scheduleBody = v.strictObject(scheduleFields);
export const scheduleUpdateBody = v.strictObject({
  ...scheduleFields,
  /** The occurrence the coach opened. */
  id: uuid,
  scope: v.optional(scope),
  /** Only with scope 'occurrence': cancel (true) or restore (false) this one date. */
  cancelled: v.optional(v.boolean()),
});

export const eventsGroupBody = v.strictObject({
  id: v.optional(uuid),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  url: v.optional(nullableText(500)),
  path: v.optional(nullableText(500)),
  categoryId: v.optional(v.nullable(uuid)),
  contentId: v.optional(v.nullable(uuid)),
});

const scopeQuery = v.object({ scope: v.optional(scope) });
const langQuery = v.object({ lang: v.optional(language) });
/** `lang` names the feed in the language the visitor subscribed in; `download=1` answers it as a file. */
const feedQuery = v.object({ lang: v.optional(language), download: v.optional(v.literal('1')) });

// The feeds' links are declared once in valibot (schemas/calendar.ts); their type is named here too.
export type { FeedLinks } from '../schemas/calendar';

/** The person's choice about mails on course changes (cancelled or moved dates). */
export const courseMailSettingsBody = v.object({
  courseChanges: v.boolean(),
  language,
});
export type CourseMailSettings = v.InferOutput<typeof courseMailSettingsBody>;

// The attendance list's answer is declared once in valibot (schemas/attendance.ts).
export type { DateParticipants, Participant } from '../schemas/attendance';

// --- categories -------------------------------------------------------------------------------

export const listCategories = endpoint({
  method: 'GET',
  path: `${calendarBase}/category`,
  access: ['visitor'],
  summary: 'The categories with their courses.',
  answer: shape<Category[]>(),
});

export const createCategory = endpoint({
  method: 'POST',
  path: `${calendarBase}/category`,
  access: groupWriters,
  summary: 'Creates a category (names are unique per club), with its German and optionally its English name.',
  body: v.strictObject({ name: categoryName, nameEn: v.optional(categoryName) }),
  answer: shape<Category>(),
});

export const searchCategories = endpoint({
  method: 'POST',
  path: `${calendarBase}/category/search`,
  access: ['visitor'],
  summary: 'Categories whose name contains the given text.',
  body: v.strictObject({ name: v.optional(text(60)) }),
  answer: shape<Category[]>(),
});

export const deleteCategory = endpoint({
  method: 'DELETE',
  path: `${calendarBase}/category/:categoryId`,
  access: groupWriters,
  summary: 'Deletes a category.',
  answer: shape<null>(),
});

// --- courses ----------------------------------------------------------------------------------

export const listMyCourses = endpoint({
  method: 'GET',
  path: `${calendarBase}/eventsGroup`,
  access: ['user'],
  summary: 'My Courses: the courses the logged-in person takes part in.',
  answer: shape<EventsGroup[]>(),
});

export const getCourseByName = endpoint({
  method: 'GET',
  path: `${calendarBase}/eventsGroup/name/:name`,
  access: ['visitor'],
  params: v.object({ orgId: uuid, name: v.pipe(v.string(), v.maxLength(120)) }),
  summary: 'A course by its name.',
  answer: shape<EventsGroup>(),
});

export const getCourse = endpoint({
  method: 'GET',
  path: `${calendarBase}/eventsGroup/:eventsGroupId`,
  access: ['visitor'],
  summary: 'A course by its id.',
  answer: shape<EventsGroup>(),
});

export const createCourse = endpoint({
  method: 'POST',
  path: `${calendarBase}/eventsGroup`,
  access: groupWriters,
  summary: 'Creates a course.',
  body: eventsGroupBody,
  answer: shape<EventsGroup>(),
});

export const updateCourse = endpoint({
  method: 'PUT',
  path: `${calendarBase}/eventsGroup`,
  access: groupWriters,
  summary: 'Updates the course named by `id` in the body; fields left out keep their value.',
  body: eventsGroupBody,
  answer: shape<EventsGroup>(),
});

export const deleteCourse = endpoint({
  method: 'DELETE',
  path: `${calendarBase}/eventsGroup/:eventsGroupId`,
  access: groupWriters,
  summary: 'Deletes a course.',
  answer: shape<null>(),
});

export const searchCourses = endpoint({
  method: 'POST',
  path: `${calendarBase}/eventsGroup/search`,
  access: ['visitor'],
  summary:
    'Sample fields combine with AND; matchers: `{ field: "contentId", type: "NOT_EMPTY" }` keeps courses that have that field.',
  body: v.strictObject({
    categoryId: v.optional(v.nullable(uuid)),
    contentId: v.optional(v.nullable(uuid)),
    name: v.optional(text(120)),
    matchers: v.optional(
      v.pipe(
        v.array(
          v.strictObject({
            field: v.picklist(['contentId', 'categoryId', 'url', 'path']),
            type: v.literal('NOT_EMPTY'),
          }),
        ),
        v.maxLength(4),
      ),
    ),
  }),
  answer: shape<EventsGroup[]>(),
});

// --- classes ----------------------------------------------------------------------------------

export const getScheduleWindow = endpoint({
  method: 'GET',
  path: `${calendarBase}/schedule`,
  access: ['visitor'],
  summary:
    'Dates of a course whose start lies in the window (the spec sends 00:00:01 of the first and 23:59:59 of the last day). Times without offset are Europe/Berlin. At most 62 days.',
  query: v.object({ startDateTime: callerTime, endDateTime: callerTime, eventsGroupId: uuid }),
  answer: shape<ScheduleEntry[]>(),
});

export const createSchedule = endpoint({
  method: 'POST',
  path: `${calendarBase}/schedule`,
  access: writers,
  summary: 'Creates a class (a single date or a series). Answers every date of the new series.',
  body: scheduleBody,
  answer: shape<ScheduleEntry[]>(),
});

export const createScheduleList = endpoint({
  method: 'POST',
  path: `${calendarBase}/schedule/list`,
  access: writers,
  summary: 'Creates several classes at once: all or none.',
  body: v.pipe(v.array(scheduleBody), v.minLength(1), v.maxLength(50)),
  answer: shape<ScheduleEntry[]>(),
});

export const updateSchedule = endpoint({
  method: 'PUT',
  path: `${calendarBase}/schedule`,
  access: writers,
  summary:
    "Changes the date `id` alone (scope 'occurrence'), it and the following dates ('following') or the whole series ('series', default). Answers every date of the series touched.",
  body: scheduleUpdateBody,
  answer: shape<ScheduleEntry[]>(),
});

export const deleteSchedule = endpoint({
  method: 'DELETE',
  path: `${calendarBase}/schedule/:dateId`,
  access: writers,
  summary:
    "'series' (default) removes the class, 'following' ends it before this date, 'occurrence' cancels this date (still shown, marked cancelled).",
  query: scopeQuery,
  answer: shape<null>(),
});

export const getRemovalCount = endpoint({
  method: 'GET',
  path: `${calendarBase}/schedule/:dateId/removal`,
  access: writers,
  summary:
    'How many dates DELETE schedule/{id} with this scope would remove (the class editor names it before it asks).',
  query: scopeQuery,
  answer: shape<RemovalCount>(),
});

export const searchSchedule = endpoint({
  method: 'POST',
  path: `${calendarBase}/schedule/search`,
  access: ['visitor'],
  summary: 'Dates matching a sample (course, name, place, coach) and an optional window.',
  body: v.strictObject({
    eventsGroupId: v.optional(uuid),
    name: v.optional(text(120)),
    place: v.optional(text(120)),
    coach: v.optional(text(40)),
    startDateTime: v.optional(callerTime),
    endDateTime: v.optional(callerTime),
  }),
  answer: shape<ScheduleEntry[]>(),
});

// --- participants and attendance (issue 21) ---------------------------------------------------

export const listParticipants = endpoint({
  method: 'GET',
  path: `${calendarBase}/schedule/:dateId/participants`,
  access: ['user'],
  summary:
    "A date's participants (the course's enrolments) with their attendance; coaches of the course and administrators.",
  answer: shape<DateParticipants>(),
});

export const markAttendance = endpoint({
  method: 'PUT',
  path: `${calendarBase}/schedule/:dateId/attendance`,
  access: ['user'],
  summary: 'Ticks (present: true) or unticks one participant at this date.',
  body: v.object({ userId: uuid, present: v.boolean() }),
  answer: shape<null>(),
});

export const attendanceMaxPeriodDays = 400;

// --- a course's money rules (issue 33) --------------------------------------------------------

/** When a member may cancel and get the money back by themselves (orders/cancel-deadline.ts). */
export const cancellationRules = ['FIRST_ATTENDABLE', 'DAYS_BEFORE_NEXT'] as const;
/** What a cancelled single date gives each paid order (orders/date-cancelled.ts). */
export const dateCancelPolicies = ['NONE', 'CREDIT', 'PARTIAL_REFUND'] as const;
export const courseMoneyRulesBody = v.object({
  cancellationRule: v.picklist(cancellationRules),
  cancellationDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(365)),
  dateCancelPolicy: v.picklist(dateCancelPolicies),
});
export type CourseMoneyRules = v.InferOutput<typeof courseMoneyRulesBody>;
/**
 * The rules as read: `mayChange` says whether this person may save them (coaches of the course
 * and administrators). Other timetable editors read them without a 403, which would sign them out.
 */
export type CourseMoneyRulesView = CourseMoneyRules & { mayChange: boolean };

export const getCourseMoneyRules = endpoint({
  method: 'GET',
  path: `${calendarBase}/eventsGroup/:eventsGroupId/money-rules`,
  access: ['user'],
  summary:
    "A course's self-cancellation rule and what a cancelled single date gives, and whether the caller may change them; timetable editors of the club.",
  answer: shape<CourseMoneyRulesView>(),
});

export const saveCourseMoneyRules = endpoint({
  method: 'PUT',
  path: `${calendarBase}/eventsGroup/:eventsGroupId/money-rules`,
  access: ['user'],
  summary: "Saves a course's money rules; coaches of the course and administrators.",
  body: courseMoneyRulesBody,
  answer: shape<CourseMoneyRules>(),
});

export const downloadAttendance = endpoint({
  method: 'GET',
  path: `${calendarBase}/eventsGroup/:eventsGroupId/attendance.csv`,
  access: ['user'],
  summary: `Attendance of a course from \`from\` to \`to\` (YYYY-MM-DD, Berlin, at most ${attendanceMaxPeriodDays} days) as CSV (UTF-8 with BOM).`,
  query: v.object({ from: isoDate, to: isoDate }),
  answer: shape<Blob>(),
});

// --- mails and feeds --------------------------------------------------------------------------

export const getCourseMailSettings = endpoint({
  method: 'GET',
  path: `${calendarBase}/my-course-mails`,
  access: ['user'],
  summary: "The logged-in person's choice about mails on course changes (cancelled or moved dates).",
  answer: shape<CourseMailSettings>(),
});

export const saveCourseMailSettings = endpoint({
  method: 'PUT',
  path: `${calendarBase}/my-course-mails`,
  access: ['user'],
  summary: 'Saves the choice about mails on course changes.',
  body: courseMailSettingsBody,
  answer: shape<CourseMailSettings>(),
});

export const getMyFeedLinks = endpoint({
  method: 'GET',
  path: `${calendarBase}/my-courses/feed`,
  access: ['user'],
  summary:
    "The private iCal link of the logged-in person's courses: `path` relative to the API prefix, and its webcal:// subscription and https download in `lang`.",
  query: langQuery,
  answer: shape<MyFeedLinks>(),
});

export const getCourseWeek = endpoint({
  method: 'GET',
  path: `${publicBase}/courses/:eventsGroupId/week`,
  access: ['public'],
  summary:
    'Public read for visitors without a token: the Monday-Sunday week (Europe/Berlin) containing `date` (default today) of one course.',
  query: v.object({ date: v.optional(isoDate) }),
  answer: shape<CourseWeek>(),
});

export const getNextDates = endpoint({
  method: 'GET',
  path: `${publicBase}/courses/:eventsGroupId/next`,
  access: ['public'],
  summary:
    "Public read: a course's next dates from now (cancelled ones included and marked), what its page shows. `count` 1-20, default 5.",
  query: v.object({ count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))) }),
  answer: shape<ScheduleEntry[]>(),
});

export const getCourseFeed = endpoint({
  method: 'GET',
  path: `${publicBase}/courses/:eventsGroupId/ical`,
  access: ['public'],
  summary: "A course's iCal feed (no token: calendar apps fetch it on their own).",
  query: feedQuery,
  answer: shape<string>(),
});

export const getCourseFeedLinks = endpoint({
  method: 'GET',
  path: `${publicBase}/courses/:eventsGroupId/feed-links`,
  access: ['public'],
  summary: "A course's iCal feed: webcal:// subscription and https download, named in `lang`.",
  query: langQuery,
  answer: shape<FeedLinks>(),
});

export const getMyCoursesFeed = endpoint({
  method: 'GET',
  path: `${publicBase}/my-courses/:userId/:signature/ical`,
  access: ['public'],
  params: v.object({ orgId: uuid, userId: uuid, signature: v.pipe(v.string(), v.maxLength(100)) }),
  summary: "The iCal feed of a person's courses, behind a signed link (calendar apps send no token).",
  query: feedQuery,
  answer: shape<string>(),
});

export type { ChangeScope };
