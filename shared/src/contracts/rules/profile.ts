import * as v from 'valibot';
import { singleLineText } from './control-characters';
import { berlinToday } from '../dates/berlin-date';
import type { UserData } from '../schemas';
import { emailPattern, personNamePattern } from './patterns';
import { formatPhone, isValidPhone, splitE164, toE164 } from './phone-number';
import { isGermanPostCode } from './post-code';

/**
 * Profile form rules (members-and-transactions.md §5). Messages are keys of the shared 'common'
 * namespace; the English texts are the spec's. The form and the API's PUT/PATCH run them.
 */
const profileMessages = {
  mandatory: 'validation.mandatory',
  invalidField: 'validation.invalidField',
  invalidEmail: 'validation.invalidEmail',
  invalidPhone: 'validation.invalidPhone',
  invalidPostCode: 'validation.invalidPostCode',
  addressAllOrNone: 'validation.addressAllOrNone',
  dateInFuture: 'validation.dateInFuture',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Splits a valid number as typed into what the users table stores: E.164 as country code '+49'
 * and national number '301234567' (the one phone rule, phone-number.ts).
 */
export function splitContactNumber(value: string): { countryCode: string; contactNumber: string } {
  const e164 = toE164(value);
  const split = e164 ? splitE164(e164) : null;
  // Only reached with a number the rule accepted; kept as typed otherwise rather than lost.
  return split ?? { countryCode: '+49', contactNumber: value.replace(/[\s/-]/g, '') };
}

/** The stored number as the form shows it: German numbers nationally ('030 1234567'). */
export function joinContactNumber(countryCode: string | null, contactNumber: string | null): string {
  if (!contactNumber) return '';
  // Numbers saved before the E.164 rule kept their leading 0 (national format already).
  const stored =
    contactNumber.startsWith('0') || contactNumber.startsWith('+')
      ? contactNumber
      : `${countryCode ?? '+49'}${contactNumber}`;
  return formatPhone(stored);
}

const addressKeys = ['streetNumber', 'postCode', 'city'] as const;

function isAddressAllOrNone(input: { streetNumber: string; postCode: string; city: string }): boolean {
  const filled = [input.streetNumber, input.postCode, input.city].filter((x) => x !== '').length;
  return filled === 0 || filled === 3;
}

const todayIso = () => berlinToday();

const requiredName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(profileMessages.mandatory),
  v.regex(personNamePattern, profileMessages.invalidField),
);

const profileFieldsSchema = v.object({
  firstName: requiredName,
  lastName: requiredName,
  displayName: v.pipe(
    v.string(),
    singleLineText,
    v.trim(),
    v.nonEmpty(profileMessages.mandatory),
    v.maxLength(60, profileMessages.invalidField),
  ),
  email: v.pipe(
    v.string(),
    singleLineText,
    v.trim(),
    v.nonEmpty(profileMessages.mandatory),
    v.regex(emailPattern, profileMessages.invalidEmail),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(profileMessages.mandatory),
    v.check(isValidPhone, profileMessages.invalidPhone),
  ),
  birthDate: v.pipe(
    v.string(),
    v.check((value) => value === '' || isoDate.test(value), profileMessages.invalidField),
    v.check((value) => value === '' || value <= todayIso(), profileMessages.dateInFuture),
  ),
  gender: v.picklist(['', 'Male', 'Female'], profileMessages.invalidField),
  streetNumber: v.pipe(v.string(), singleLineText, v.trim(), v.maxLength(120, profileMessages.invalidField)),
  postCode: v.pipe(
    v.string(),
    singleLineText,
    v.trim(),
    v.check((value) => value === '' || isGermanPostCode(value), profileMessages.invalidPostCode),
  ),
  city: v.pipe(v.string(), singleLineText, v.trim(), v.maxLength(80, profileMessages.invalidField)),
});

export const profileFormSchema = v.pipe(
  profileFieldsSchema,
  // All three or none: the spec's one message on street, post code and city together (an empty
  // address is allowed). One check adds all three issues, because the forms' resolver stops a
  // pipe at its first failing check (abortPipeEarly): three separate checks would mark only one.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || isAddressAllOrNone(dataset.value)) return;
    for (const key of addressKeys) {
      addIssue({
        message: profileMessages.addressAllOrNone,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
      });
    }
  }),
);

export interface ProfileFormInput {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  phone: string;
  birthDate: string;
  gender: '' | 'Male' | 'Female';
  streetNumber: string;
  postCode: string;
  city: string;
}
export type ProfileFormOutput = v.InferOutput<typeof profileFormSchema>;
export type ProfileFieldErrors = Partial<Record<keyof ProfileFormInput, string>>;

/** Runs every rule; the first message key per field (or none). */
export function validateProfileForm(input: ProfileFormInput): ProfileFieldErrors {
  const result = v.safeParse(profileFormSchema, input);
  const errors: ProfileFieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof ProfileFormInput | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The stored profile as the form sees it: what the form starts from and the API validates. */
export function profileFormOf(user: UserData): ProfileFormInput {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    displayName: user.displayName,
    email: user.email,
    phone: joinContactNumber(user.countryCode, user.contactNumber),
    birthDate: user.birthDate ?? '',
    gender: user.gender ?? '',
    streetNumber: user.address.streetNumber ?? '',
    postCode: user.address.postCode ?? '',
    city: user.address.city ?? '',
  };
}
