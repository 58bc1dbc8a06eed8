import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { bankDataByBLZ } from 'bankdata-germany';
import type { Kysely } from 'kysely';
import type { ImportMapping, ImportPreview, ImportRow } from '@club/shared/contracts/endpoints/member-import';
import type { Database } from '../../../db/schema.js';
import { membershipTypeById, sepaMandateText, splitContactNumber, splitStreetAddress } from '../../../lib/contracts.js';
import { HttpError } from '../../../lib/http-error.js';
import type { Language } from '../../../lib/language.js';
import { requiredText } from '../../../locales/load.js';
import { insertMember } from '../member-record.js';
import { createPasswordToken } from '../password-tokens.js';
import { getSettings } from '../repository.js';
import { newMandateReference, requireCreditor } from '../submission.js';
import type { StoredApplicationForm } from '../tables.js';
import { checkRow, type CleanMember } from './rows.js';

const nameKey = (first: string, last: string, birth: string | null) =>
  birth ? `${first.toLowerCase()}|${last.toLowerCase()}|${birth}` : null;

/** Every row checked, with duplicates against the club's people and earlier lines of the file. */
export async function checkImport(
  db: Kysely<Database>,
  input: {
    organizationId: string;
    columns: string[];
    rows: string[][];
    mapping: ImportMapping;
    today: string;
    lang: Language;
  },
): Promise<{ preview: ImportPreview; members: Array<CleanMember & { isDuplicate: boolean }> }> {
  const people = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'birth_date', 'display_name'])
    .where('organization_id', '=', input.organizationId)
    .execute();
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p.display_name]));
  const byName = new Map(
    people
      .map((p) => [nameKey(p.first_name ?? '', p.last_name ?? '', p.birth_date), p.display_name] as const)
      .filter(([key]) => key !== null),
  );
  // A mandate reference identifies one mandate of the creditor (SEPA rulebook): compared without
  // case, as banks and club software do not agree on it.
  const mandates = await db
    .selectFrom('sepa_mandates')
    .select(['reference', 'account_holder'])
    .where('organization_id', '=', input.organizationId)
    .execute();
  const byReference = new Map(mandates.map((m) => [m.reference.toLowerCase(), m.account_holder]));
  const seenReference = new Map<string, number>();
  const seenEmail = new Map<string, number>();
  const seenName = new Map<string, number>();
  const rows: ImportRow[] = [];
  const members: Array<CleanMember & { isDuplicate: boolean }> = [];
  /** A row's error when its mandate reference is taken by a mandate of the club or an earlier line. */
  const mandateReferenceError = (reference: string | null): string | null => {
    if (!reference) return null;
    const label = requiredText(input.lang, 'import.fields.mandateReference');
    const holder = byReference.get(reference.toLowerCase());
    if (holder !== undefined) {
      return `${label}: ${requiredText(input.lang, 'import.errors.referenceTaken', { reference, name: holder })}`;
    }
    const line = seenReference.get(reference.toLowerCase());
    if (line !== undefined) {
      return `${label}: ${requiredText(input.lang, 'import.errors.referenceTwice', { reference, line })}`;
    }
    return null;
  };
  input.rows.forEach((cells, index) => {
    const line = index + 2;
    const { member, errors } = checkRow(cells, input.mapping, line, input.today, input.lang);
    const cell = (i: number | null | undefined) => (i === null || i === undefined ? '' : (cells[i] ?? '').trim());
    const name = `${cell(input.mapping.firstName)} ${cell(input.mapping.lastName)}`.trim();
    let duplicate: ImportRow['duplicate'] = null;
    if (member) {
      const key = nameKey(member.firstName, member.lastName, member.birthDate);
      const existing = byEmail.get(member.email) ?? (key ? byName.get(key) : undefined);
      const earlier = seenEmail.get(member.email) ?? (key ? seenName.get(key) : undefined);
      const referenceError = (existing ?? earlier) ? null : mandateReferenceError(member.mandateReference);
      if (existing !== undefined) duplicate = { of: 'member', name: existing };
      else if (earlier !== undefined) duplicate = { of: 'line', line: earlier };
      else if (referenceError) errors.push(referenceError);
      else {
        seenEmail.set(member.email, line);
        if (key) seenName.set(key, line);
        if (member.mandateReference) seenReference.set(member.mandateReference.toLowerCase(), line);
      }
      if (errors.length === 0) members.push({ ...member, isDuplicate: duplicate !== null });
    }
    rows.push({ line, name, email: cell(input.mapping.email), errors, duplicate });
  });
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  const duplicates = rows.filter((r) => r.duplicate).length;
  return {
    preview: {
      columns: input.columns,
      mapping: input.mapping,
      rows,
      counts: { total: rows.length, valid: rows.length - invalid - duplicates, invalid, duplicates },
    },
    members,
  };
}

function formOf(member: CleanMember): StoredApplicationForm {
  const phone = member.phone ? splitContactNumber(member.phone) : null;
  return {
    date: member.memberSince ?? '',
    familyName: member.lastName,
    familyMembers: [],
    gender: member.gender ?? 'Male',
    firstName: member.firstName,
    birthDay: member.birthDate ?? '',
    streetAddress: member.street ?? '',
    postCode: member.postCode ?? '',
    city: member.city ?? '',
    countryCode: phone?.countryCode ?? '+49',
    phone: member.phone ?? '',
  };
}

/**
 * Stores every new member of a checked file in ONE transaction (a failure stores nothing): the
 * account with profile and member number (member-record.ts, as an accepted applicant), the
 * membership record (origin 'import', the single membership's fee) and, with an IBAN, the
 * mandate the club already holds (is_existing: collected as RCUR, without admission fee).
 * Answers the new accounts that want an invitation.
 */
export async function importMembers(
  db: Kysely<Database>,
  input: {
    organizationId: string;
    members: Array<CleanMember & { isDuplicate: boolean }>;
    today: string;
    lang: Language;
    invite: boolean;
    now: Date;
  },
): Promise<{ created: number; mandates: number; invitations: Array<{ email: string; name: string; token: string }> }> {
  const fresh = input.members.filter((m) => !m.isDuplicate);
  const withIban = fresh.filter((m) => m.iban);
  const creditor = withIban.length ? requireCreditor(await getSettings(db, input.organizationId)) : null;
  for (const member of withIban) {
    if (!bankDataByBLZ(member.iban!.slice(4, 12))?.bic) {
      throw HttpError.localized(
        400,
        'VALIDATION_ERROR',
        `${requiredText(input.lang, 'import.line', { line: member.line })}: ${requiredText(input.lang, 'import.errors.bankUnknown')}`,
        'Import',
      );
    }
  }
  // No one knows this password: members set their own through an invitation.
  const unusable = await hash(randomBytes(32).toString('base64url'));
  const type = membershipTypeById(1)!;
  return db.transaction().execute(async (trx) => {
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('organization_id', '=', input.organizationId)
      .where('name', '=', 'MEMBER_USER')
      .executeTakeFirstOrThrow();
    const invitations: Array<{ email: string; name: string; token: string }> = [];
    let mandates = 0;
    for (const member of fresh) {
      const form = formOf(member);
      const { userId } = await insertMember(trx, {
        organizationId: input.organizationId,
        email: member.email,
        passwordHash: unusable,
        roleId: role.id,
        form,
        today: member.memberSince ?? input.today,
      });
      // The profile keeps only what the list had: no empty birth date or address.
      await trx
        .updateTable('users')
        .set({
          birth_date: member.birthDate,
          gender: member.gender,
          street_number: member.street,
          post_code: member.postCode,
          city: member.city,
          ...(member.phone ? {} : { country_code: null, contact_number: null }),
        })
        .where('id', '=', userId)
        .execute();
      const application = await trx
        .insertInto('membership_applications')
        .values({
          organization_id: input.organizationId,
          submission_id: randomUUID(),
          state: 'accepted',
          type_id: type.id,
          email: member.email,
          form: JSON.stringify(form),
          language: input.lang,
          user_id: userId,
          decided_at: input.now,
          origin: 'import',
          payment_method: member.iban ? 'SEPA' : 'TRANSFER',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (member.iban && creditor) {
        const bank = bankDataByBLZ(member.iban.slice(4, 12))!;
        const reference = member.mandateReference ?? newMandateReference(input.now);
        const street = splitStreetAddress(member.street ?? '');
        await trx
          .insertInto('sepa_mandates')
          .values({
            organization_id: input.organizationId,
            application_id: application.id,
            user_id: userId,
            reference,
            state: 'active',
            iban: member.iban,
            bic: bank.bic!,
            bank: bank.bankName ?? '',
            account_holder: member.accountHolder!,
            people: 1,
            type_id: type.id,
            monthly_cents: type.monthlyCents(1),
            signed_on: member.mandateSignedOn ?? member.memberSince ?? input.today,
            signature_text: sepaMandateText(input.lang, creditor, reference),
            street_name: street.streetName || null,
            building_number: street.buildingNumber,
            post_code: member.postCode,
            town_name: member.city,
            source: 'import',
            is_existing: true,
          })
          .execute();
        mandates += 1;
      }
      if (input.invite) {
        const token = await createPasswordToken(trx, { organizationId: input.organizationId, userId, now: input.now });
        invitations.push({ email: member.email, name: `${member.firstName} ${member.lastName}`, token });
      }
    }
    return { created: fresh.length, mandates, invitations };
  });
}
