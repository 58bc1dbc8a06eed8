import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ApplicationState, StoredApplicationForm } from './tables.js';
import './tables.js';

export interface MembershipSettings {
  enabledTypes: number[];
  externalFormEnabled: boolean;
  externalFormUrl: string | null;
  creditor: Creditor | null;
}

export interface PostalAddress {
  streetName: string | null;
  buildingNumber: string | null;
  postCode: string | null;
  townName: string | null;
  country: string;
}

export interface Creditor {
  name: string;
  id: string;
  iban: string;
  bic: string;
  address: PostalAddress | null;
}

/** A club without a settings row offers the spec's defaults: only "for me", external form shown. */
export async function getSettings(db: Kysely<Database>, organizationId: string): Promise<MembershipSettings> {
  const row = await db
    .selectFrom('membership_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  const hasCreditor = row?.creditor_name && row.creditor_id && row.creditor_iban && row.creditor_bic;
  return {
    enabledTypes: row?.enabled_types ?? [1],
    externalFormEnabled: row?.external_form_enabled ?? true,
    externalFormUrl: row?.external_form_url ?? null,
    creditor: hasCreditor
      ? {
          name: row.creditor_name!,
          id: row.creditor_id!,
          iban: row.creditor_iban!,
          bic: row.creditor_bic!,
          address: row.creditor_town_name
            ? {
                streetName: row.creditor_street_name,
                buildingNumber: row.creditor_building_number,
                postCode: row.creditor_post_code,
                townName: row.creditor_town_name,
                country: row.creditor_country,
              }
            : null,
        }
      : null,
  };
}

export interface NewApplication {
  organizationId: string;
  submissionId: string;
  typeId: number;
  email: string;
  form: StoredApplicationForm;
  language: string;
  submittedBy: string | null;
  mandate: {
    reference: string;
    iban: string;
    bic: string;
    bank: string;
    accountHolder: string;
    people: number;
    monthlyCents: number;
    signedOn: string;
    signatureText: string;
    address: PostalAddress;
  };
}

/**
 * Stores the application and its mandate once per submission id: a second call with the same id
 * (double click, retry after a timeout) finds the first row and stores nothing.
 */
export async function storeApplication(
  db: Kysely<Database>,
  input: NewApplication,
): Promise<{ id: string; mandateReference: string; isNew: boolean }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('membership_applications')
      .values({
        organization_id: input.organizationId,
        submission_id: input.submissionId,
        type_id: input.typeId,
        email: input.email,
        form: JSON.stringify(input.form),
        language: input.language,
        submitted_by: input.submittedBy,
      })
      .onConflict((oc) => oc.columns(['organization_id', 'submission_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await existingSubmission(trx, input.organizationId, input.submissionId);
      return { ...existing, isNew: false };
    }
    const { mandate } = input;
    await trx
      .insertInto('sepa_mandates')
      .values({
        organization_id: input.organizationId,
        application_id: inserted.id,
        reference: mandate.reference,
        iban: mandate.iban,
        bic: mandate.bic,
        bank: mandate.bank,
        account_holder: mandate.accountHolder,
        people: mandate.people,
        type_id: input.typeId,
        monthly_cents: mandate.monthlyCents,
        signed_on: mandate.signedOn,
        signature_text: mandate.signatureText,
        street_name: mandate.address.streetName,
        building_number: mandate.address.buildingNumber,
        post_code: mandate.address.postCode,
        town_name: mandate.address.townName,
        country: mandate.address.country,
      })
      .execute();
    return { id: inserted.id, mandateReference: mandate.reference, isNew: true };
  });
}

async function existingSubmission(trx: Transaction<Database>, organizationId: string, submissionId: string) {
  const row = await trx
    .selectFrom('membership_applications as a')
    .innerJoin('sepa_mandates as m', 'm.application_id', 'a.id')
    .select(['a.id', 'm.reference'])
    .where('a.organization_id', '=', organizationId)
    .where('a.submission_id', '=', submissionId)
    .executeTakeFirstOrThrow();
  return { id: row.id, mandateReference: row.reference };
}

const applicationColumns = [
  'a.id',
  'a.state',
  'a.type_id',
  'a.email',
  'a.form',
  'a.language',
  'a.user_id',
  'a.reject_reason',
  'a.decided_at',
  'a.created_at',
  'm.reference',
  'm.iban',
  'm.bic',
  'm.bank',
  'm.account_holder',
  'm.people',
  'm.monthly_cents',
  'm.signed_on',
  'm.state as mandate_state',
  'm.id as mandate_id',
] as const;

const selectApplications = (db: Kysely<Database>, organizationId: string) =>
  db
    .selectFrom('membership_applications as a')
    .innerJoin('sepa_mandates as m', 'm.application_id', 'a.id')
    .select(applicationColumns)
    .where('a.organization_id', '=', organizationId);

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>>;

export function listApplications(
  db: Kysely<Database>,
  organizationId: string,
  state?: ApplicationState,
): Promise<ApplicationRow[]> {
  let query = selectApplications(db, organizationId).orderBy('a.created_at', 'desc').limit(500);
  if (state) query = query.where('a.state', '=', state);
  return query.execute();
}

export function findApplication(db: Kysely<Database>, organizationId: string, id: string) {
  return selectApplications(db, organizationId).where('a.id', '=', id).executeTakeFirst();
}

/** Moves a 'new' application to its decision; false when it was already decided (or unknown). */
export async function decideApplication(
  db: Kysely<Database> | Transaction<Database>,
  input: {
    organizationId: string;
    id: string;
    state: 'accepted' | 'rejected';
    decidedBy: string;
    reason?: string;
    userId?: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('membership_applications')
    .set({
      state: input.state,
      decided_by: input.decidedBy,
      decided_at: sql<Date>`now()`,
      reject_reason: input.reason ?? null,
      user_id: input.userId ?? null,
    })
    .where('organization_id', '=', input.organizationId)
    .where('id', '=', input.id)
    .where('state', '=', 'new')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
