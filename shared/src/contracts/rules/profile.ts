import * as v from 'valibot';
import type { UserData } from '../schemas';

/**
 * Profile form rules (members-and-transactions.md §5). Messages are keys of the shared 'common'
 * namespace; the English texts are the spec's. The form and the API's PUT/PATCH run them.
 */
export const profileMessages = {
  mandatory: 'validation.mandatory',
  invalidField: 'validation.invalidField',
  invalidEmail: 'validation.invalidEmail',
  invalidPhone: 'validation.invalidPhone',
  invalidPostCode: 'validation.invalidPostCode',
  addressAllOrNone: 'validation.addressAllOrNone',
  dateInFuture: 'validation.dateInFuture',
} as const;

// Letters (with umlauts and accents), spaces, hyphens and apostrophes: "Anna-Lena", "O'Neill".
const namePattern = /^[A-Za-zÀ-ÖØ-öø-ÿß' -]{2,30}$/;
const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
/** 0 followed by 11 digits, or + with 2 digits and 9 to 11 digits. */
export const contactNumberPattern = /^(0\d{11}|\+\d{2}\d{9,11})$/;
/** German post codes run from 01001 to 99998. */
export const germanPostCodePattern = /^(?!01000|99999)(0[1-9]\d{3}|[1-9]\d{4})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Splits a contact number: '+49' and the rest; a national number keeps +49 as its country. */
export function splitContactNumber(value: string): { countryCode: string; contactNumber: string } {
  const compact = value.replace(/[\s/-]/g, '');
  if (compact.startsWith('+')) return { countryCode: compact.slice(0, 3), contactNumber: compact.slice(3) };
  return { countryCode: '+49', contactNumber: compact };
}

/** The number as the form shows it: national numbers as typed, others with their country code. */
export function joinContactNumber(countryCode: string | null, contactNumber: string | null): string {
  if (!contactNumber) return '';
  return contactNumber.startsWith('0') ? contactNumber : `${countryCode ?? '+49'}${contactNumber}`;
}

function isAddressAllOrNone(input: { streetNumber: string; postCode: string; city: string }): boolean {
  const filled = [input.streetNumber, input.postCode, input.city].filter((x) => x !== '').length;
  return filled === 0 || filled === 3;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

const requiredName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(profileMessages.mandatory),
  v.regex(namePattern, profileMessages.invalidField),
);

const profileFieldsSchema = v.object({
  firstName: requiredName,
  lastName: requiredName,
  displayName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(profileMessages.mandatory),
    v.maxLength(60, profileMessages.invalidField),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(profileMessages.mandatory),
    v.regex(emailPattern, profileMessages.invalidEmail),
  ),
  phone: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/[\s/-]/g, '')),
    v.nonEmpty(profileMessages.mandatory),
    v.regex(contactNumberPattern, profileMessages.invalidPhone),
  ),
  birthDate: v.pipe(
    v.string(),
    v.check((value) => value === '' || isoDate.test(value), profileMessages.invalidField),
    v.check((value) => value === '' || value <= todayIso(), profileMessages.dateInFuture),
  ),
  gender: v.picklist(['', 'Male', 'Female'], profileMessages.invalidField),
  streetNumber: v.pipe(v.string(), v.trim(), v.maxLength(120, profileMessages.invalidField)),
  postCode: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || germanPostCodePattern.test(value), profileMessages.invalidPostCode),
  ),
  city: v.pipe(v.string(), v.trim(), v.maxLength(80, profileMessages.invalidField)),
});
type ProfileFields = v.InferOutput<typeof profileFieldsSchema>;

/** A rule over several fields whose message shows on one of them. */
const crossCheck = <const K extends keyof ProfileFields>(
  isValid: (input: ProfileFields) => boolean,
  message: string,
  key: K,
) =>
  v.forward<ProfileFields, v.CheckIssue<ProfileFields>, [K]>(v.check<ProfileFields, string>(isValid, message), [key]);

export const profileFormSchema = v.pipe(
  profileFieldsSchema,
  // Post code required with a street, street required with a city; then all three or none.
  // (Whole-object checks still run when a single field failed, so every message shows at once.)
  crossCheck((input) => input.streetNumber === '' || input.postCode !== '', profileMessages.mandatory, 'postCode'),
  crossCheck((input) => input.city === '' || input.streetNumber !== '', profileMessages.mandatory, 'streetNumber'),
  crossCheck(isAddressAllOrNone, profileMessages.addressAllOrNone, 'streetNumber'),
  crossCheck(isAddressAllOrNone, profileMessages.addressAllOrNone, 'postCode'),
  crossCheck(isAddressAllOrNone, profileMessages.addressAllOrNone, 'city'),
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
