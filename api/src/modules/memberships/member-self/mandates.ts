import { bankDataByBLZ } from 'bankdata-germany';
import type { Kysely } from 'kysely';
import type { MandateChange } from '@club/shared/contracts/endpoints/member-self';
import type { Database } from '../../../db/schema.js';
import {
  berlinDate,
  maskIban,
  membershipTypeById,
  sepaMandateText,
  splitStreetAddress,
} from '../../../lib/contracts.js';
import { HttpError } from '../../../lib/http-error.js';
import type { Language } from '../../../lib/language.js';
import { getSettings } from '../repository.js';
import { newMandateReference, requireCreditor } from '../submission.js';
import { activeMandate, ensureMembership, memberOrFail } from './membership.js';

/**
 * A member gives a new SEPA mandate. The old one ends today and the new one gets a new reference:
 * a new mandate, first collected as FRST (its own first collection, planCollection decides by the
 * mandate's items). The DK's alternative, keeping the reference with an amendment (SMNDA), is
 * meant for a changed account at another bank under the same signed mandate; a member signing
 * anew online gives a new mandate (api/README.md, "Members' own mandate and notice", with sources).
 * The fee (type, people, monthly amount) and the postal address carry over from the old mandate.
 */
export async function giveMandate(
  db: Kysely<Database>,
  input: { organizationId: string; userId: string; iban: string; accountHolder: string; lang: Language; now: Date },
): Promise<{ reference: string; email: string; signatureText: string; maskedIban: string }> {
  const creditor = requireCreditor(await getSettings(db, input.organizationId));
  const bank = bankDataByBLZ(input.iban.slice(4, 12));
  if (!bank?.bic) {
    throw new HttpError(400, 'BANK_NOT_FOUND', 'No bank with this bank code is known.', 'Bank');
  }
  const bic = bank.bic;
  const today = berlinDate(input.now);
  const reference = newMandateReference(input.now);
  const signatureText = sepaMandateText(input.lang, creditor, reference);
  await db.transaction().execute(async (trx) => {
    const member = await memberOrFail(trx, input.organizationId, input.userId);
    const membership = await ensureMembership(trx, input.organizationId, member, input.lang);
    const old = await activeMandate(trx, input.organizationId, membership.id);
    if (old) {
      await trx
        .updateTable('sepa_mandates')
        .set({ state: 'revoked', ended_on: today, end_reason: 'NEW_MANDATE' })
        .where('id', '=', old.id)
        .execute();
    }
    const type = membershipTypeById(membership.type_id) ?? membershipTypeById(1)!;
    const street = splitStreetAddress(member.street_number ?? '');
    const address = old
      ? {
          street_name: old.street_name,
          building_number: old.building_number,
          post_code: old.post_code,
          town_name: old.town_name,
          country: old.country,
        }
      : {
          street_name: street.streetName || null,
          building_number: street.buildingNumber,
          post_code: member.post_code,
          town_name: member.city,
          country: 'DE',
        };
    await trx
      .insertInto('sepa_mandates')
      .values({
        organization_id: input.organizationId,
        application_id: membership.id,
        user_id: member.id,
        reference,
        state: 'active',
        iban: input.iban,
        bic,
        bank: bank.bankName ?? '',
        account_holder: input.accountHolder,
        people: old?.people ?? 1,
        type_id: old?.type_id ?? type.id,
        monthly_cents: old?.monthly_cents ?? type.monthlyCents(1),
        signed_on: today,
        signature_text: signatureText,
        ...address,
        replaces_id: old?.id ?? null,
        source: 'member',
      })
      .execute();
    await trx
      .updateTable('membership_applications')
      .set({ payment_method: 'SEPA' })
      .where('id', '=', membership.id)
      .execute();
    return member;
  });
  const member = await memberOrFail(db, input.organizationId, input.userId);
  return { reference, email: member.email, signatureText, maskedIban: maskIban(input.iban) };
}

/** The member revokes the mandate and pays by transfer from today on. */
export async function switchToTransfer(
  db: Kysely<Database>,
  input: { organizationId: string; userId: string; lang: Language; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await memberOrFail(trx, input.organizationId, input.userId);
    const membership = await ensureMembership(trx, input.organizationId, member, input.lang);
    const old = await activeMandate(trx, input.organizationId, membership.id);
    if (!old) throw new HttpError(409, 'NO_MANDATE', 'There is no active mandate to revoke.', 'SEPA');
    await trx
      .updateTable('sepa_mandates')
      .set({ state: 'revoked', ended_on: berlinDate(input.now), end_reason: 'TRANSFER' })
      .where('id', '=', old.id)
      .execute();
    await trx
      .updateTable('membership_applications')
      .set({ payment_method: 'TRANSFER' })
      .where('id', '=', membership.id)
      .execute();
  });
}

/** What members changed about their mandates themselves, newest first (IBANs masked). */
export async function listMandateChanges(db: Kysely<Database>, organizationId: string): Promise<MandateChange[]> {
  const rows = await db
    .selectFrom('sepa_mandates as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('sepa_mandates as n', 'n.replaces_id', 'm.id')
    .select([
      'u.id as user_id',
      'u.display_name',
      'u.member_number',
      'm.ended_on',
      'm.end_reason',
      'm.reference as old_reference',
      'm.iban as old_iban',
      'n.reference as new_reference',
      'n.iban as new_iban',
    ])
    .where('m.organization_id', '=', organizationId)
    .where('m.end_reason', 'is not', null)
    .orderBy('m.ended_on', 'desc')
    .orderBy('m.created_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    displayName: row.display_name,
    memberNumber: row.member_number,
    changedOn: row.ended_on!,
    kind: row.end_reason!,
    oldReference: row.old_reference,
    oldMaskedIban: maskIban(row.old_iban),
    newReference: row.new_reference,
    newMaskedIban: row.new_iban ? maskIban(row.new_iban) : null,
  }));
}
