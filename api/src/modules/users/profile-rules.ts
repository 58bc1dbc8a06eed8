import type { ProfileFormInput } from '@club/shared/contracts';
import type { UserData } from '@club/shared/contracts/schemas';
import { HttpError } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import { contracts, sharedMessage, splitContactNumber, validateProfileForm } from '../../lib/contracts.js';

/** The stored profile as the form sees it (the shared contract's mapping). */
export const formOf = (user: UserData): ProfileFormInput => contracts.profileFormOf(user);
import type { ProfileColumns } from './repository.js';

/** Runs the form's own rules; 400 naming each failing field in the caller's language. */
export function assertValidProfile(form: ProfileFormInput, lang: Language): void {
  const errors = validateProfileForm(form);
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  const message = entries.map(([field, key]) => `${field}: ${sharedMessage(key, lang)}`).join(' ');
  throw HttpError.localized(400, 'VALIDATION_ERROR', message, 'Validation Error');
}

/** The columns of a whole validated form (PUT). */
export function columnsOf(form: ProfileFormInput): Required<ProfileColumns> {
  const trimmed = (value: string) => value.trim();
  const phone = splitContactNumber(form.phone);
  return {
    firstName: trimmed(form.firstName),
    lastName: trimmed(form.lastName),
    displayName: trimmed(form.displayName),
    birthDate: form.birthDate || null,
    gender: form.gender || null,
    address: {
      streetNumber: trimmed(form.streetNumber) || null,
      postCode: trimmed(form.postCode) || null,
      city: trimmed(form.city) || null,
    },
    countryCode: phone.countryCode,
    contactNumber: phone.contactNumber,
  };
}

const asText = (value: unknown, field: string): string => {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string')
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      `${field} must be a string.`,
      'Validation Error',
      { field },
      'VALIDATION_ERROR.notText',
    );
  return value;
};

/** Applies PATCH replace operations to the form; the paths were checked by the route schema. */
export function applyReplaceOperations(
  form: ProfileFormInput,
  operations: Array<{ path: string; value: unknown }>,
): { form: ProfileFormInput; changed: Set<keyof ProfileColumns> } {
  const next = { ...form };
  const changed = new Set<keyof ProfileColumns>();
  for (const { path, value } of operations) {
    const field = path.slice(1);
    if (field === 'address') {
      const address = (value ?? {}) as Record<string, unknown>;
      if (typeof address !== 'object' || Array.isArray(address)) {
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          'address must be an object.',
          'Validation Error',
          undefined,
          'VALIDATION_ERROR.addressObject',
        );
      }
      next.streetNumber = asText(address.streetNumber, 'address.streetNumber');
      next.postCode = asText(address.postCode, 'address.postCode');
      next.city = asText(address.city, 'address.city');
      changed.add('address');
    } else if (field === 'gender') {
      const gender = asText(value, field);
      next.gender = gender as ProfileFormInput['gender'];
      changed.add('gender');
    } else {
      const key = field as 'firstName' | 'lastName' | 'displayName' | 'birthDate';
      next[key] = asText(value, field);
      changed.add(key);
    }
  }
  return { form: next, changed };
}
