import * as v from 'valibot';

/**
 * Class form rules (members-and-transactions.md §5 and §9). Messages are i18n keys of the
 * shared 'common' namespace; their English text is the spec's. The form validates its state
 * with classFormSchema; the API runs scheduleRulesSchema on the payload the form sends.
 */
export const classMessages = {
  mandatory: 'validation.mandatory',
  notValidDuration: 'validation.notValidDuration',
  selectTime: 'validation.selectTime',
  invalidDate: 'validation.invalidDate',
  trainerTooLong: 'validation.trainerTooLong',
  locationTooLong: 'validation.locationTooLong',
  descriptionTooLong: 'validation.descriptionTooLong',
  repeatPeriod: 'validation.repeatPeriod',
  occurrences: 'validation.occurrences',
  overlapping: 'calendar.overlapping',
  unableToStore: 'calendar.unableToStore',
} as const;

export const classLimits = {
  trainer: 40,
  location: 120,
  description: 400,
  minDuration: 15,
  maxDuration: 120,
  durationStep: 15,
  repeatPeriod: { min: 1, max: 31 },
  occurrences: { min: 1, max: 30 },
} as const;

/** 15, 30, ... 120: the duration dropdown's choices in minutes. */
export const durationChoices: number[] = Array.from(
  { length: classLimits.maxDuration / classLimits.durationStep },
  (_, i) => (i + 1) * classLimits.durationStep,
);

const isValidDuration = (minutes: number): boolean =>
  Number.isInteger(minutes) &&
  minutes >= classLimits.minDuration &&
  minutes <= classLimits.maxDuration &&
  minutes % classLimits.durationStep === 0;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date in YYYY-MM-DD (no 31 February). */
export function isValidDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const trainerSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(classMessages.mandatory),
  v.maxLength(classLimits.trainer, classMessages.trainerTooLong),
);
const locationSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(classMessages.mandatory),
  v.maxLength(classLimits.location, classMessages.locationTooLong),
);
const descriptionSchema = v.pipe(v.string(), v.maxLength(classLimits.description, classMessages.descriptionTooLong));
const repeatPeriodSchema = v.pipe(
  v.number(classMessages.repeatPeriod),
  v.integer(classMessages.repeatPeriod),
  v.minValue(classLimits.repeatPeriod.min, classMessages.repeatPeriod),
  v.maxValue(classLimits.repeatPeriod.max, classMessages.repeatPeriod),
);
const occurrencesSchema = v.pipe(
  v.number(classMessages.occurrences),
  v.integer(classMessages.occurrences),
  v.minValue(classLimits.occurrences.min, classMessages.occurrences),
  v.maxValue(classLimits.occurrences.max, classMessages.occurrences),
);

export const repeatChoices = ['NONE', 'DAILY', 'WEEKLY', 'WEEKDAYS', 'CUSTOM'] as const;
export type RepeatChoice = (typeof repeatChoices)[number];
export const customEnds = ['NEVER', 'ON', 'AFTER'] as const;

const customRecurrenceSchema = v.object({
  repeatPeriod: repeatPeriodSchema,
  repeatType: v.picklist(['DAILY', 'WEEKLY', 'MONTHLY'], classMessages.mandatory),
  daysToRepeat: v.array(v.string()),
  end: v.picklist(customEnds, classMessages.mandatory),
  endingDate: v.string(),
  numberOfOcurrences: v.number(),
});
export type CustomRecurrence = v.InferOutput<typeof customRecurrenceSchema>;

export const classFormSchema = v.pipe(
  v.object({
    eventsGroupId: v.pipe(v.string(), v.nonEmpty(classMessages.mandatory)),
    date: v.pipe(v.string(), v.check(isValidDate, classMessages.invalidDate)),
    duration: v.pipe(
      v.string(),
      v.nonEmpty(classMessages.notValidDuration),
      v.maxLength(3, classMessages.notValidDuration),
      v.check((d) => isValidDuration(Number(d)), classMessages.notValidDuration),
    ),
    repeat: v.picklist(repeatChoices, classMessages.mandatory),
    description: descriptionSchema,
    trainer: v.pipe(v.array(trainerSchema), v.minLength(1, classMessages.mandatory)),
    time: v.object({
      hour: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3])$/, classMessages.selectTime)),
      minute: v.pipe(v.string(), v.regex(/^[0-5]\d$/, classMessages.selectTime)),
    }),
    location: locationSchema,
    skipHolidays: v.boolean(),
    custom: customRecurrenceSchema,
  }),
  v.forward(
    v.check(
      (form) =>
        form.repeat !== 'CUSTOM' || form.custom.end !== 'AFTER' || isValidOccurrences(form.custom.numberOfOcurrences),
      classMessages.occurrences,
    ),
    ['custom', 'numberOfOcurrences'],
  ),
  v.forward(
    v.check(
      (form) => form.repeat !== 'CUSTOM' || form.custom.end !== 'ON' || isValidDate(form.custom.endingDate),
      classMessages.invalidDate,
    ),
    ['custom', 'endingDate'],
  ),
);
export type ClassForm = v.InferOutput<typeof classFormSchema>;

function isValidOccurrences(n: number): boolean {
  return Number.isInteger(n) && n >= classLimits.occurrences.min && n <= classLimits.occurrences.max;
}

/** Minutes between two ISO times; wall-clock times without offset are compared as written. */
function minutesBetween(start: string, end: string): number {
  const hasZone = (s: string) => /(Z|[+-]\d{2}:?\d{2})$/.test(s);
  const parse = (s: string) => Date.parse(hasZone(s) ? s : `${s.length === 16 ? `${s}:00` : s}Z`);
  return (parse(end) - parse(start)) / 60_000;
}

/** The API's check of a class payload: the same limits as the form, on the shape it sends. */
export const scheduleRulesSchema = v.pipe(
  v.object({
    startDateTime: v.string(),
    endDateTime: v.string(),
    eventsGroupId: v.pipe(v.string(), v.nonEmpty(classMessages.mandatory)),
    coach: v.pipe(v.array(trainerSchema), v.minLength(1, classMessages.mandatory)),
    place: locationSchema,
    description: v.optional(descriptionSchema),
    recurrence: v.optional(
      v.nullable(
        v.object({
          repeatPeriod: repeatPeriodSchema,
          numberOfOcurrences: v.optional(v.nullable(occurrencesSchema)),
          endingDate: v.optional(v.nullable(v.pipe(v.string(), v.check(isValidDate, classMessages.invalidDate)))),
        }),
      ),
    ),
  }),
  v.forward(
    v.check((c) => isValidDate(c.startDateTime.slice(0, 10)), classMessages.invalidDate),
    ['startDateTime'],
  ),
  v.forward(
    v.check((c) => isValidDuration(minutesBetween(c.startDateTime, c.endDateTime)), classMessages.notValidDuration),
    ['endDateTime'],
  ),
);

/** The first message key per dotted field path, or null when the value passes. */
export function firstIssues<S extends v.GenericSchema>(schema: S, input: unknown): Record<string, string> | null {
  const result = v.safeParse(schema, input);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}
