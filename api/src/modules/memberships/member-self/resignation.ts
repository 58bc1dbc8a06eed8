import type { Kysely } from 'kysely';
import type { Departure } from '@club/shared/contracts/endpoints/member-self';
import type { Database } from '../../../db/schema.js';
import { contracts } from '../../../lib/contracts.js';
import { HttpError } from '../../../lib/http-error.js';
import { ensureMembership, findMembership, memberOrFail, type Member } from './membership.js';

/**
 * Records a notice received on `receivedOn` (a Berlin date): the membership ends on the next
 * 30 June or 31 December at least three months ahead (rules/resignation.ts). A second notice
 * while one stands is refused; it would not change the date.
 */
export async function recordNotice(
  db: Kysely<Database>,
  input: { organizationId: string; userId: string; receivedOn: string; by: 'member' | 'admin'; lang: string },
): Promise<{ member: Member; endsOn: string; language: string }> {
  const endsOn = contracts.resignationEffectiveDate(input.receivedOn);
  return db.transaction().execute(async (trx) => {
    const member = await memberOrFail(trx, input.organizationId, input.userId);
    const membership = await ensureMembership(trx, input.organizationId, member, input.lang);
    if (membership.ends_on) {
      throw new HttpError(
        409,
        'NOTICE_ALREADY_GIVEN',
        `Notice was already given: the membership ends on ${membership.ends_on}.`,
        'Membership',
        { endsOn: membership.ends_on },
      );
    }
    const updated = await trx
      .updateTable('membership_applications')
      .set({ ends_on: endsOn, notice_given_on: input.receivedOn, notice_source: input.by })
      .where('id', '=', membership.id)
      .where('ends_on', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new HttpError(409, 'NOTICE_ALREADY_GIVEN', 'Notice was already given.', 'Membership');
    }
    return { member, endsOn, language: membership.language };
  });
}

/** Withdraws a notice that has not taken effect yet (`today` is a Berlin date). */
export async function withdrawNotice(
  db: Kysely<Database>,
  input: { organizationId: string; userId: string; today: string },
): Promise<void> {
  await memberOrFail(db, input.organizationId, input.userId);
  const membership = await findMembership(db, input.organizationId, input.userId);
  if (!membership?.ends_on) {
    throw new HttpError(409, 'NO_NOTICE', 'There is no notice to withdraw.', 'Membership');
  }
  if (membership.ends_on < input.today) {
    throw new HttpError(
      409,
      'NOTICE_IN_EFFECT',
      `The membership already ended on ${membership.ends_on}.`,
      'Membership',
      { endsOn: membership.ends_on },
    );
  }
  await db
    .updateTable('membership_applications')
    .set({ ends_on: null, notice_given_on: null, notice_source: null })
    .where('id', '=', membership.id)
    .execute();
}

/** Members who gave notice and are still members on `today`, by effective date. */
export async function listDepartures(
  db: Kysely<Database>,
  organizationId: string,
  today: string,
): Promise<Departure[]> {
  const rows = await db
    .selectFrom('membership_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'u.id',
      'u.member_number',
      'u.display_name',
      'u.email',
      'a.notice_given_on',
      'a.ends_on',
      'a.notice_source',
    ])
    .where('a.organization_id', '=', organizationId)
    .where('a.state', '=', 'accepted')
    .where('a.ends_on', '>=', today)
    .orderBy('a.ends_on')
    .orderBy('u.display_name')
    .limit(1000)
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    memberNumber: row.member_number,
    displayName: row.display_name,
    email: row.email,
    noticeGivenOn: row.notice_given_on!,
    endsOn: row.ends_on!,
    recordedBy: row.notice_source ?? 'member',
  }));
}
