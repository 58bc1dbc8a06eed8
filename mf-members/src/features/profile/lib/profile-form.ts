import type { ProfileFormInput } from '@club/shared/contracts';
import type { UserData } from '@club/shared/contracts/schemas';
import { profileFormOf, splitContactNumber } from '@club/shared/contracts';
import type { ProfileUpdate, ReplaceOperation } from '@club/shared/contracts/endpoints/users';

export type ProfileValues = ProfileFormInput;

/** The stored profile as the form's values (the mapping the API validates against too). */
export const toFormValues = (user: UserData): ProfileValues => profileFormOf(user);

type Dirty = Partial<Record<keyof ProfileValues, boolean | undefined>>;
const addressFields = ['streetNumber', 'postCode', 'city'] as const;

/**
 * The PATCH of a save: replace operations for the changed fields only, never contactNumber,
 * countryCode or e-mail (the spec). An address change sends the whole address.
 */
export function changedOperations(values: ProfileValues, dirty: Dirty): ReplaceOperation[] {
  const operations: ReplaceOperation[] = [];
  for (const field of ['firstName', 'lastName', 'displayName'] as const) {
    if (dirty[field]) operations.push({ op: 'replace', path: `/${field}` as const, value: values[field].trim() });
  }
  if (dirty.birthDate) operations.push({ op: 'replace', path: '/birthDate', value: values.birthDate || null });
  if (dirty.gender) operations.push({ op: 'replace', path: '/gender', value: values.gender || null });
  if (addressFields.some((field) => dirty[field])) {
    const value = Object.fromEntries(addressFields.map((field) => [field, values[field].trim() || null]));
    operations.push({ op: 'replace', path: '/address', value });
  }
  return operations;
}

/**
 * A changed phone number cannot go in the PATCH: it is saved with the whole profile (PUT, the
 * profile plus orgId), split into country code and number.
 */
export function fullProfileBody(values: ProfileValues, orgId: string): ProfileUpdate {
  const phone = splitContactNumber(values.phone);
  return {
    orgId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    displayName: values.displayName.trim(),
    birthDate: values.birthDate || null,
    gender: values.gender || null,
    address: {
      streetNumber: values.streetNumber.trim() || null,
      postCode: values.postCode.trim() || null,
      city: values.city.trim() || null,
    },
    countryCode: phone.countryCode,
    contactNumber: phone.contactNumber,
    email: values.email,
  };
}

/** DD-MM-YYYY of an ISO date (the spec's date format). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : '';
}

export const maxImageBytes = 5_000_000;
