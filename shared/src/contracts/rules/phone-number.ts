import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';

// The one phone rule of the suite (issue 26): libphonenumber-js with its full metadata, so a
// number is checked against the real numbering plan ('12345' is not a German number, although
// its length would pass), German unless it starts with a country code. The editor's PHONE fields,
// the membership wizard, the profile form and the API all import it; libphonenumber and its
// metadata enter a bundle only through this file (a visitor's pages never do: the @club/shared
// singleton carries no contracts code, and each remote tree-shakes them).
// Stored as E.164 ('+49301234567', in the users table split into country code and national
// number), shown in the national format ('030 1234567'; other countries international).

const defaultPhoneCountry = 'DE';

/** A calling code as the wizard's country list holds it: '+49' or '49' -> '49'. */
const digitsOf = (callingCode: string) => callingCode.replace(/\D/g, '');

function parsed(value: string, callingCode?: string): PhoneNumber | undefined {
  const typed = value.trim();
  if (!typed || typed.length > 40) return undefined;
  try {
    return callingCode && !/^(\+|00)/.test(typed)
      ? parsePhoneNumberFromString(typed, { defaultCallingCode: digitsOf(callingCode) })
      : parsePhoneNumberFromString(typed, defaultPhoneCountry);
  } catch {
    return undefined;
  }
}

/** The number in E.164 ('+4915123456789'), or null when it is no valid phone number. */
export function toE164(value: string, callingCode?: string): string | null {
  const number = parsed(value, callingCode);
  return number?.isValid() ? number.number : null;
}

/** A phone number as people type it ('030 1234567', '+49 30 1234567', '0151 23456789'). */
export const isValidPhone = (value: string): boolean => toE164(value) !== null;

/** The wizard's phone field, read with the country calling code chosen beside it. */
export const isValidMemberPhone = (countryCode: string, phone: string): boolean => toE164(phone, countryCode) !== null;

/** How a stored number is shown: German numbers nationally ('030 1234567'), others internationally. */
export function formatPhone(value: string): string {
  const number = parsed(value);
  if (!number?.isValid()) return value;
  return number.country === defaultPhoneCountry ? number.formatNational() : number.formatInternational();
}

/** E.164 split as the users table stores it: '+49' and the national number '301234567'. */
export function splitE164(e164: string): { countryCode: string; contactNumber: string } | null {
  const number = parsed(e164);
  if (!number?.isValid()) return null;
  return { countryCode: `+${number.countryCallingCode}`, contactNumber: String(number.nationalNumber) };
}
