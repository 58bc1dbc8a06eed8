import * as v from 'valibot';
import { emailPattern, nameLetters } from './patterns';

// Field rules the spec states once (content-management.md §5, members-and-transactions.md §5),
// as valibot schemas whose messages are keys of the shared 'common' namespace (English text =
// the spec's). Forms run them through @hookform/resolvers/valibot; the API runs the same schema
// on the same payload and answers the same words (sharedMessage in api/src/lib/contracts.ts).
// Text patterns (e-mail, post code, name letters) live once in patterns.ts. The phone rule lives in
// phone-number.ts and the IBAN rule in iban.ts: their libraries enter only the bundles that validate them.

export const ruleMessages = {
  mandatory: 'validation.mandatory',
  textInvalid: 'validation.textInvalid',
  invalidField: 'validation.invalidField',
  invalidEmail: 'validation.invalidEmail',
  invalidPostCode: 'validation.invalidPostCode',
  invalidPhone: 'validation.invalidPhone',
  invalidPrice: 'validation.invalidPrice',
  invalidUrl: 'validation.invalidUrl',
  invalidVideo: 'validation.invalidVideo',
  invalidNumber: 'validation.invalidNumber',
  tooLong: 'validation.tooLong',
} as const;

/**
 * The spec's length of a person's name: 2 to 30 letters. Read at validation time, so the form
 * and the API always apply the current value (a test changes it and sees both answers change).
 */
export const nameLength = { min: 2, max: 30 };

/** Trim and collapse runs of whitespace: what a name input is normalised to. */
export function normaliseName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

const isName = (value: string): boolean =>
  nameLetters.test(value) && value.length >= nameLength.min && value.length <= nameLength.max;

/** A name: required, letters (umlauts, ß) and spaces, nameLength long, normalised. */
export const nameRule = v.pipe(
  v.string(),
  v.transform(normaliseName),
  v.nonEmpty(ruleMessages.mandatory),
  v.check(isName, ruleMessages.textInvalid),
);

/** A required e-mail address (case-insensitive pattern). */
export const emailRule = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(ruleMessages.mandatory),
  v.regex(emailPattern, ruleMessages.invalidEmail),
);

// Character limits per field type: textLimits in content-fields.ts (the editor's and the API's).
// Price, URL and video checks: isValidPrice, isValidUrl (content-fields.ts), isValidVideoLink (video.ts).
