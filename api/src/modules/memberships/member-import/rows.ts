import * as v from 'valibot';
import type { ImportField, ImportMapping, ImportRow } from '@club/shared/contracts/endpoints/member-import';
import { contracts, isIsoDate, sharedMessage, toE164 } from '../../../lib/contracts.js';
import type { Language } from '../../../lib/language.js';
import { requiredText } from '../../../locales/load.js';

/** A row that passed every rule, as the import stores it. */
export interface CleanMember {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string | null;
  gender: 'Male' | 'Female' | null;
  street: string | null;
  postCode: string | null;
  city: string | null;
  phone: string | null;
  memberSince: string | null;
  iban: string | null;
  accountHolder: string | null;
  mandateReference: string | null;
  mandateSignedOn: string | null;
}

const sepaReference = /^[A-Za-z0-9+?/:().,' -]{1,35}$/;

/** dd.mm.yyyy (German lists), also d.m.yyyy and ISO yyyy-mm-dd: the ISO date, or null. */
export function dateOf(text: string): string | null {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = german ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}` : text;
  return isIsoDate(iso) ? iso : null;
}

const genders: Record<string, 'Male' | 'Female'> = {
  m: 'Male',
  maennlich: 'Male',
  männlich: 'Male',
  male: 'Male',
  herr: 'Male',
  w: 'Female',
  f: 'Female',
  weiblich: 'Female',
  female: 'Female',
  frau: 'Female',
};

/**
 * Checks one row with the forms' rules (names and e-mail as the wizard, the one post code, IBAN
 * and phone rules) and says each problem in plain words in `lang`, naming the field.
 */
export function checkRow(
  cells: string[],
  mapping: ImportMapping,
  line: number,
  today: string,
  lang: Language,
): { member: CleanMember | null; errors: string[] } {
  const value = (field: ImportField) => {
    const index = mapping[field];
    return index === null || index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const errors: string[] = [];
  const label = (field: ImportField) => requiredText(lang, `import.fields.${field}`);
  const fail = (field: ImportField, message: string) => errors.push(`${label(field)}: ${message}`);
  const shared = (key: string) => sharedMessage(key, lang);

  const text = (field: ImportField, schema: v.GenericSchema<string, string>) => {
    const result = v.safeParse(schema, value(field));
    if (result.success) return result.output;
    fail(field, shared(result.issues[0].message));
    return '';
  };
  const firstName = text('firstName', contracts.membershipTextSchema);
  const lastName = text('lastName', contracts.membershipTextSchema);
  const email = text('email', contracts.contactEmailSchema).toLowerCase();

  const date = (field: ImportField, notAfterToday: boolean) => {
    const raw = value(field);
    if (!raw) return null;
    const iso = dateOf(raw);
    if (!iso) fail(field, requiredText(lang, 'import.errors.date', { value: raw }));
    else if (notAfterToday && iso > today) fail(field, shared('validation.dateInFuture'));
    return iso;
  };
  const birthDate = date('birthDate', true);
  const memberSince = date('memberSince', true);
  const mandateSignedOn = date('mandateSignedOn', true);

  const rawGender = value('gender').toLowerCase();
  const gender = rawGender ? (genders[rawGender] ?? null) : null;
  if (rawGender && !gender) fail('gender', requiredText(lang, 'import.errors.gender', { value: value('gender') }));

  // Excel drops the leading zero of a post code such as 01067 (a number cell).
  const postCodeText = value('postCode').replace(/^(\d{4})$/, '0$1');
  if (postCodeText && !contracts.isGermanPostCode(postCodeText)) fail('postCode', shared('validation.invalidPostCode'));
  const street = value('street') || null;
  const city = value('city') || null;
  if ((street || postCodeText || city) && !(street && postCodeText && city)) {
    errors.push(requiredText(lang, 'import.errors.addressIncomplete'));
  }

  const phoneText = value('phone');
  const phone = phoneText ? toE164(phoneText, '+49') : null;
  if (phoneText && !phone) fail('phone', shared('validation.invalidPhone'));

  const ibanText = value('iban');
  const iban = ibanText ? contracts.germanIbanOf(ibanText.replace(/^\s*DE/i, '')) : null;
  if (iban && !contracts.isValidGermanIban(iban)) fail('iban', shared('validation.ibanInvalid'));
  const holderText = value('accountHolder');
  if (holderText && !v.safeParse(contracts.membershipTextSchema, holderText).success) {
    fail('accountHolder', shared('validation.textInvalid'));
  }
  const reference = value('mandateReference');
  if (reference && !sepaReference.test(reference)) {
    fail('mandateReference', requiredText(lang, 'import.errors.reference'));
  }
  if (!iban && (reference || holderText)) errors.push(requiredText(lang, 'import.errors.mandateWithoutIban'));

  if (errors.length > 0) return { member: null, errors };
  return {
    member: {
      line,
      firstName,
      lastName,
      email,
      birthDate,
      gender,
      street,
      postCode: postCodeText || null,
      city,
      phone,
      memberSince,
      iban,
      accountHolder: iban ? holderText || `${firstName} ${lastName}` : null,
      mandateReference: reference || null,
      mandateSignedOn,
    },
    errors,
  };
}

export type { ImportRow };
