import type { Transaction } from 'kysely';
import type { ChildInput } from '@club/shared/contracts/schemas';
import type { Database } from '../../db/schema.js';
import { contracts, splitContactNumber, toE164 } from '../../lib/contracts.js';
import { insertChild } from '../families/index.js';
import { assignMemberNumber } from './member-number.js';
import type { StoredApplicationForm } from './tables.js';
import '../users/index.js';

/**
 * The profile an accepted application gives the new member: everything the applicant typed once,
 * as the profile stores it (phone split into country code and national number like the profile
 * form does). "Member since" is the day the club admitted them (api/README.md, "One member record").
 */
export function profileOfApplication(form: StoredApplicationForm, memberSince: string) {
  const e164 = toE164(form.phone, form.countryCode) ?? form.phone;
  const phone = splitContactNumber(e164);
  return {
    first_name: form.firstName,
    last_name: form.familyName,
    display_name: `${form.firstName} ${form.familyName}`,
    // An imported list may lack the birth date: the profile keeps none rather than an invalid ''.
    birth_date: form.birthDay || null,
    gender: form.gender,
    country_code: phone.countryCode,
    contact_number: phone.contactNumber,
    street_number: form.streetAddress,
    post_code: form.postCode,
    city: form.city,
    member_since: memberSince,
  };
}

/**
 * The family members of an application as the families feature knows people: those under 18 on
 * `today` become the member's child profiles (family name of the application). Adults stay on the
 * application and the mandate's head count only: they have no e-mail address of their own, and
 * an adult of a family is an own account linked by invitation (api/README.md, "Families").
 */
export function familyOfApplication(form: StoredApplicationForm, today: string) {
  const children: ChildInput[] = [];
  const adults: Array<{ firstName: string; birthDay: string }> = [];
  for (const member of form.familyMembers) {
    if (contracts.isUnderAgeLimit(member.birthDay, today)) {
      children.push({ firstName: member.firstName, lastName: form.familyName, birthDate: member.birthDay });
    } else {
      adults.push(member);
    }
  }
  return { children, adults };
}

/**
 * Creates the accepted applicant as one complete record inside the acceptance's transaction:
 * the account with its profile and member number, and their children as child profiles.
 */
export async function insertMember(
  trx: Transaction<Database>,
  input: {
    organizationId: string;
    email: string;
    passwordHash: string;
    roleId: string;
    form: StoredApplicationForm;
    today: string;
  },
): Promise<{ userId: string; memberNumber: number; childIds: string[] }> {
  const user = await trx
    .insertInto('users')
    .values({
      organization_id: input.organizationId,
      email: input.email,
      password_hash: input.passwordHash,
      role_id: input.roleId,
      ...profileOfApplication(input.form, input.today),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const memberNumber = await assignMemberNumber(trx, input.organizationId, user.id);
  const childIds: string[] = [];
  for (const child of familyOfApplication(input.form, input.today).children) {
    childIds.push(await insertChild(trx, input.organizationId, user.id, child));
  }
  return { userId: user.id, memberNumber, childIds };
}
