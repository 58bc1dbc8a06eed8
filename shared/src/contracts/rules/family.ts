import * as v from 'valibot';
import { berlinToday, isIsoDate } from '../dates/berlin-date';
import { nameRule, ruleMessages } from './fields';

// Issue 21 item 4: a child a guardian adds in the members area ("associated profiles"). The form
// and the API run this one schema. A child is under 18 on the day it is added or changed: an
// adult gets an own account and is linked by invitation instead (api/README.md, "Families").

const childMessages = {
  ...ruleMessages,
  invalidDate: 'validation.invalidDate',
  dateInFuture: 'validation.dateInFuture',
  notAChild: 'validation.notAChild',
} as const;

/** Age limit of a child profile: younger than this many full years. */
const childAgeLimit = 18;

/** Whether someone born on `birthDate` (YYYY-MM-DD) is younger than childAgeLimit on `today`. */
export function isUnderAgeLimit(birthDate: string, today: string = berlinToday()): boolean {
  const [year, rest] = [Number(birthDate.slice(0, 4)), birthDate.slice(4)];
  // The 18th birthday as a date text; a 29 February birthday counts from 1 March.
  const adultFrom = `${String(year + childAgeLimit).padStart(4, '0')}${rest}`;
  return today < adultFrom;
}

const childBirthDateRule = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(childMessages.mandatory),
  v.check(isIsoDate, childMessages.invalidDate),
  v.check((value) => value <= berlinToday(), childMessages.dateInFuture),
  v.check((value) => isUnderAgeLimit(value), childMessages.notAChild),
);

export const childFormSchema = v.object({
  firstName: nameRule,
  lastName: nameRule,
  birthDate: childBirthDateRule,
});

export interface ChildFormInput {
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** Field -> message key of the first failing rule; empty when the child is valid. */
export function validateChildForm(input: ChildFormInput): Partial<Record<keyof ChildFormInput, string>> {
  const result = v.safeParse(childFormSchema, input);
  if (result.success) return {};
  const errors: Partial<Record<keyof ChildFormInput, string>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as keyof ChildFormInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
