import * as v from 'valibot';
import type { Language } from './language';
import { isValidPrice, isValidUrl } from './content-fields';
import { isValidVideoLink } from './video';

// Field rules the spec states once (content-management.md §5, members-and-transactions.md §5),
// as valibot schemas whose messages are keys of the shared 'common' namespace (English text =
// the spec's). Forms run them through @hookform/resolvers/valibot; the API runs the same schema
// on the same payload and answers the same words (sharedMessage in api/src/lib/contracts.ts).
// Phone and IBAN rules pull in large libraries: they live in phone.ts and iban.ts, imported
// by path ('@club/shared/contracts/rules/phone') so a visitor's download never carries them.

export const ruleMessages = {
  mandatory: 'validation.mandatory',
  textInvalid: 'validation.textInvalid',
  invalidField: 'validation.invalidField',
  invalidEmail: 'validation.invalidEmail',
  invalidPostCode: 'validation.invalidPostCode',
  invalidPhone: 'validation.invalidPhone',
  ibanEmpty: 'validation.ibanEmpty',
  invalidIban: 'validation.invalidIban',
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
  /^[A-Za-zÄÖÜäöüß ]*$/.test(value) && value.length >= nameLength.min && value.length <= nameLength.max;

/** A name: required, letters (umlauts, ß) and spaces, nameLength long, normalised. */
export const nameRule = v.pipe(
  v.string(),
  v.transform(normaliseName),
  v.nonEmpty(ruleMessages.mandatory),
  v.check(isName, ruleMessages.textInvalid),
);

// A standard address pattern: local part, @, domain with a dot-separated TLD of 2+ letters.
const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** A required e-mail address (case-insensitive pattern). */
export const emailRule = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(ruleMessages.mandatory),
  v.regex(emailPattern, ruleMessages.invalidEmail),
);

/** An e-mail field that may stay empty (editor fields: 'Email invalid (empty allowed)'). */
export const optionalEmailRule = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => value === '' || emailPattern.test(value), ruleMessages.invalidEmail),
);

/** A German post code: five digits, 01001 to 99998 (no 00xxx region). */
export const germanPostCodeRule = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(ruleMessages.mandatory),
  v.regex(/^(?!00)\d{5}$/, ruleMessages.invalidPostCode),
);

/** A price as typed: English '123.45' (dot), other languages '123,45' (comma), up to 2 decimals. */
export const priceRule = (language: Language) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(ruleMessages.mandatory),
    v.check((value) => isValidPrice(value, language), ruleMessages.invalidPrice),
  );

/** A price as typed, as a number ('12,5' -> 12.5); NaN when it does not follow the rule. */
export function parsePrice(text: string, language: Language): number {
  const result = v.safeParse(priceRule(language), text);
  return result.success ? Number(result.output.replace(',', '.')) : Number.NaN;
}

/**
 * A link: an http(s) or www address, or an internal path starting with '/' that is one of the
 * site's known routes (its menu paths). 'Invalid URL.' otherwise.
 */
export const urlRule = (knownRoutes: readonly string[]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => isValidUrl(value, (path) => knownRoutes.includes(path)), ruleMessages.invalidUrl),
  );

/** A YouTube watch/embed link or a Vimeo link with an 8-digit id. */
export const videoLinkRule = v.pipe(v.string(), v.trim(), v.check(isValidVideoLink, ruleMessages.invalidVideo));

// Character limits per field type: textLimits in content-fields.ts (the editor's and the API's).

/** A text of at most `max` characters ('tooLong' carries the limit for the message). */
export const limitedTextRule = (max: number) => v.pipe(v.string(), v.maxLength(max, ruleMessages.tooLong));
