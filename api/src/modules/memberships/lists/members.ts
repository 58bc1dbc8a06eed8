import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import '../tables.js';
import '../../users/index.js';

/** Members (MEMBER_USER) of a club with their active mandate, full IBAN included: callers mask it. */
export async function listMembers(db: Kysely<Database>, organizationId: string) {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('sepa_mandates as m', (join) =>
      join
        .onRef('m.user_id', '=', 'u.id')
        .on('m.state', '=', 'active')
        .onRef('m.organization_id', '=', 'u.organization_id'),
    )
    // The profile is the one record: accepting copies the application into it (member-record.ts;
    // migration 192 did so for members accepted before).
    .select((eb) => [
      'u.id',
      'u.member_number',
      'u.first_name',
      'u.last_name',
      'u.display_name',
      'u.email',
      'u.member_since',
      'u.street_number',
      'u.post_code',
      'u.city',
      'm.id as mandate_id',
      'm.reference',
      'm.iban',
      'm.bic',
      'm.account_holder',
      'm.type_id',
      'm.people',
      'm.monthly_cents',
      eb
        .selectFrom('sepa_returns as s')
        .select((sub) => sub.fn.countAll<string>().as('n'))
        .whereRef('s.mandate_id', '=', 'm.id')
        .where('s.resolved_at', 'is', null)
        .as('open_returns'),
    ])
    .where('u.organization_id', '=', organizationId)
    .where('r.name', '=', 'MEMBER_USER')
    .orderBy('u.last_name')
    .orderBy('u.display_name')
    .limit(5000)
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    memberNumber: row.member_number,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    email: row.email,
    memberSince: row.member_since,
    streetNumber: row.street_number,
    postCode: row.post_code,
    city: row.city,
    typeId: row.type_id,
    people: row.people,
    monthlyCents: row.monthly_cents,
    mandate: row.mandate_id
      ? {
          id: row.mandate_id,
          reference: row.reference!,
          iban: row.iban!,
          bic: row.bic!,
          accountHolder: row.account_holder!,
          openReturns: Number(row.open_returns ?? 0),
        }
      : null,
  }));
}

export type MemberWithIban = Awaited<ReturnType<typeof listMembers>>[number];
