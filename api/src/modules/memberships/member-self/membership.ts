import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { MyMembership } from '@club/shared/contracts/endpoints/member-self';
import type { Database } from '../../../db/schema.js';
import { contracts, maskIban } from '../../../lib/contracts.js';
import { notFound } from '../../../lib/http-error.js';
import { getSettings } from '../repository.js';
import type { StoredApplicationForm } from '../tables.js';
import '../tables.js';
import '../../users/index.js';
import '../../auth/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The member's membership record: their accepted application (the newest, should there be two). */
export function findMembership(db: Db, organizationId: string, userId: string) {
  return db
    .selectFrom('membership_applications')
    .select(['id', 'type_id', 'language', 'ends_on', 'notice_given_on', 'notice_source', 'payment_method'])
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .where('state', '=', 'accepted')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** A MEMBER_USER of the club (not erased), with what mails and records need. */
export async function memberOrFail(db: Db, organizationId: string, userId: string) {
  const member = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.email',
      'u.display_name',
      'u.first_name',
      'u.last_name',
      'u.birth_date',
      'u.gender',
      'u.street_number',
      'u.post_code',
      'u.city',
      'u.country_code',
      'u.contact_number',
      'u.member_since',
      'u.member_number',
    ])
    .where('u.organization_id', '=', organizationId)
    .where('u.id', '=', userId)
    .where('r.name', '=', 'MEMBER_USER')
    .where('u.erased_at', 'is', null)
    .executeTakeFirst();
  if (!member) throw notFound('No member has this id.', 'user');
  return member;
}

export type Member = Awaited<ReturnType<typeof memberOrFail>>;

/**
 * The membership record of a member whose account predates it (made by hand or before the
 * wizard existed): created from the profile the first time they give a mandate or notice, as a
 * single membership ("for me", the adults' fee; api/README.md "Members' own mandate and notice").
 */
export async function ensureMembership(
  trx: Transaction<Database>,
  organizationId: string,
  member: Member,
  lang: string,
) {
  const existing = await findMembership(trx, organizationId, member.id);
  if (existing) return existing;
  const form: StoredApplicationForm = {
    date: member.member_since,
    familyName: member.last_name ?? '',
    familyMembers: [],
    gender: member.gender === 'Female' ? 'Female' : 'Male',
    firstName: member.first_name ?? member.display_name,
    birthDay: member.birth_date ?? '',
    streetAddress: member.street_number ?? '',
    postCode: member.post_code ?? '',
    city: member.city ?? '',
    countryCode: member.country_code ?? '+49',
    phone: member.contact_number ?? '',
  };
  await trx
    .insertInto('membership_applications')
    .values({
      organization_id: organizationId,
      submission_id: randomUUID(),
      state: 'accepted',
      type_id: 1,
      email: member.email,
      form: JSON.stringify(form),
      language: lang,
      user_id: member.id,
      decided_at: new Date(),
      origin: 'account',
    })
    .execute();
  return (await findMembership(trx, organizationId, member.id))!;
}

/** The active mandate of a membership, if any. */
export function activeMandate(db: Db, organizationId: string, applicationId: string) {
  return db
    .selectFrom('sepa_mandates')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('application_id', '=', applicationId)
    .where('state', '=', 'active')
    .executeTakeFirst();
}

/** What the members area shows of a membership (IBAN masked: the screen is no safe place). */
export async function myMembershipView(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  today: string,
): Promise<MyMembership> {
  const member = await memberOrFail(db, organizationId, userId);
  const membership = await findMembership(db, organizationId, userId);
  const mandate = membership ? await activeMandate(db, organizationId, membership.id) : undefined;
  const { creditor } = await getSettings(db, organizationId);
  return {
    memberNumber: member.member_number,
    memberSince: member.member_since,
    endsOn: membership?.ends_on ?? null,
    noticeGivenOn: membership?.notice_given_on ?? null,
    nextPossibleEnd: contracts.resignationEffectiveDate(today),
    paymentMethod: membership?.payment_method ?? (mandate ? 'SEPA' : 'TRANSFER'),
    mandate: mandate
      ? {
          reference: mandate.reference,
          maskedIban: maskIban(mandate.iban),
          bic: mandate.bic,
          bank: mandate.bank,
          accountHolder: mandate.account_holder,
          signedOn: mandate.signed_on,
          creditorId: creditor?.id ?? null,
          creditorName: creditor?.name ?? null,
          signatureText: mandate.signature_text,
          isExisting: mandate.is_existing,
        }
      : null,
  };
}
