import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import '../modules/memberships/tables.js';
import { assignMemberNumber } from '../modules/memberships/member-number.js';

/**
 * The demo club offers the single, couple, parent-and-child and family memberships and collects
 * by SEPA direct debit. DE98ZZZ09999999999 is the Bundesbank's published test creditor id.
 */
export async function seedDemoMemberships(db: Kysely<Database>): Promise<void> {
  const organization = await db.selectFrom('organizations').select('id').where('name', '=', 'demo').executeTakeFirst();
  if (!organization) return;
  await db
    .insertInto('membership_settings')
    .values({
      organization_id: organization.id,
      enabled_types: [1, 2, 3, 4, 5],
      creditor_name: 'TSV Gruenwald e.V.',
      creditor_id: 'DE98ZZZ09999999999',
      creditor_iban: 'DE89370400440532013000',
      creditor_bic: 'COBADEFFXXX',
      // Printed as the creditor's structured address in SEPA files (pain.008.001.08).
      creditor_street_name: 'Sportplatzweg',
      creditor_building_number: '1',
      creditor_post_code: '82031',
      creditor_town_name: 'Grünwald',
    })
    .execute();
  // The demo member has a member number like anyone the club accepts through the wizard.
  const members = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('u.organization_id', '=', organization.id)
    .where('r.name', '=', 'MEMBER_USER')
    .where('u.member_number', 'is', null)
    .orderBy('u.created_at')
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const member of members) await assignMemberNumber(trx, organization.id, member.id);
  });
}
