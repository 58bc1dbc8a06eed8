import type { Kysely } from 'kysely';
import type { PaymentSettings, PaymentSettingsInput } from '@club/shared/contracts/endpoints/orders';
import type { Database } from '../../db/schema.js';
import './tables.js';

type Db = Kysely<Database>;

/** The club's payment settings; a club that never saved them gets the defaults of migrations 210 and 361. */
export async function readPaymentSettings(db: Db, organizationId: string): Promise<PaymentSettings> {
  const [row, membership] = await Promise.all([
    db.selectFrom('payment_settings').selectAll().where('organization_id', '=', organizationId).executeTakeFirst(),
    db
      .selectFrom('membership_settings')
      .select(['creditor_id', 'fee_start', 'notice_days'])
      .where('organization_id', '=', organizationId)
      .executeTakeFirst(),
  ]);
  return {
    clubAddress: row?.club_address ?? '',
    vatExempt: row?.vat_exempt ?? false,
    vatExemptionNote: row?.vat_exemption_note ?? '',
    clubName: row?.club_name ?? '',
    taxNumber: row?.tax_number ?? '',
    creditorId: membership?.creditor_id ?? '',
    datevConsultantNumber: row?.datev_consultant_number ?? 1001,
    datevClientNumber: row?.datev_client_number ?? 1,
    datevChart: row?.datev_chart ?? '42',
    accountBank: row?.account_bank ?? '1800',
    accountCourses: row?.account_courses ?? '4300',
    accountMemberships: row?.account_memberships ?? '4000',
    accountCredit: row?.account_credit ?? '3500',
    feeStart: membership?.fee_start ?? 'JOINING_MONTH',
    noticeDays: membership?.notice_days ?? 14,
  };
}

/**
 * Saves the settings. The creditor id and the fee rules (fee start, notice days) stay where the
 * SEPA collections read them (the membership settings), so each exists once, whichever page changed it.
 */
export async function savePaymentSettings(db: Db, organizationId: string, input: PaymentSettingsInput): Promise<void> {
  // A field the caller left out keeps its stored value.
  const values = Object.fromEntries(
    Object.entries({
      club_address: input.clubAddress.trim(),
      vat_exempt: input.vatExempt,
      vat_exemption_note: input.vatExemptionNote.trim(),
      club_name: input.clubName?.trim(),
      tax_number: input.taxNumber?.trim(),
      datev_consultant_number: input.datevConsultantNumber,
      datev_client_number: input.datevClientNumber,
      datev_chart: input.datevChart,
      account_bank: input.accountBank,
      account_courses: input.accountCourses,
      account_memberships: input.accountMemberships,
      account_credit: input.accountCredit,
    }).filter(([, value]) => value !== undefined),
  ) as { club_address: string; vat_exempt: boolean; vat_exemption_note: string };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payment_settings')
      .values({ organization_id: organizationId, ...values })
      .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
      .execute();
    // The creditor id and the fee rules stay where the SEPA collections read them.
    const membership = Object.fromEntries(
      Object.entries({
        creditor_id: input.creditorId === undefined ? undefined : input.creditorId.trim().toUpperCase() || null,
        fee_start: input.feeStart,
        notice_days: input.noticeDays,
      }).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(membership).length === 0) return;
    await trx
      .insertInto('membership_settings')
      .values({ organization_id: organizationId, ...membership })
      .onConflict((oc) => oc.column('organization_id').doUpdateSet(membership))
      .execute();
  });
}
