import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PostalAddress } from '../repository.js';
import type { FeeStart } from '../tables.js';
import { feesOwed, monthsOfQuarter, type FeesOwed } from './fees.js';
import '../tables.js';
import '../../users/index.js';

export type SequenceType = 'FRST' | 'RCUR';

export interface CollectionLine {
  mandateId: string;
  applicationId: string;
  reference: string;
  signedOn: string;
  iban: string;
  bic: string;
  accountHolder: string;
  address: PostalAddress;
  sequenceType: SequenceType;
  amountCents: number;
  months: string[];
  admissionCents: number;
  email: string;
  language: string;
}

/** A member who pays by transfer: the invoice this due date sends (with the surcharge). */
export interface InvoiceLine extends FeesOwed {
  applicationId: string;
  name: string;
  email: string;
  language: string;
  remittance: string;
}

export type ExclusionReason = 'OPEN_RETURN' | 'ALREADY_COLLECTED' | 'ADDRESS_INCOMPLETE' | 'NOT_OWED';

/** A member with an active mandate who is not in this run, and why. */
export interface Exclusion {
  mandateId: string;
  reference: string;
  accountHolder: string;
  reason: ExclusionReason;
  /** The date that explains it: the return's date, or the due date that already collected the period. */
  date: string | null;
  /** The bank's reason code of an open return (AC04, MD06, AM04...). */
  reasonCode: string | null;
}

export interface CollectionPlan {
  dueDate: string;
  period: string;
  lines: CollectionLine[];
  invoices: InvoiceLine[];
  excluded: Exclusion[];
  /** True when this due date was exported before: the lines are the recorded ones. */
  isRecorded: boolean;
}

/** The period a due date pays for: its quarter ("Q1/2027"), three monthly fees. */
export const quarterOf = (dueDate: string): string =>
  `Q${Math.floor((Number(dueDate.slice(5, 7)) - 1) / 3) + 1}/${dueDate.slice(0, 4)}`;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The club's fee settings (migration 220); a club without a settings row uses the defaults:
 * fees from the joining month, 14 days' pre-notification (sepa/README.md).
 */
export async function feeRulesOf(db: Db, organizationId: string): Promise<{ feeStart: FeeStart; noticeDays: number }> {
  const row = await db
    .selectFrom('membership_settings')
    .select(['fee_start', 'notice_days'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return { feeStart: row?.fee_start ?? 'JOINING_MONTH', noticeDays: row?.notice_days ?? 14 };
}

/**
 * What a collection for a due date contains, without writing anything. Each accepted membership
 * owes what fees.ts computes for the due date's quarter; those paying by direct debit are lines of
 * the SEPA file, those paying by transfer get an invoice. A mandate's very first collection is
 * FRST, every later one RCUR, whatever the due dates' order (one FRST per mandate). Left out:
 * mandates with an unresolved returned debit, those that owe nothing this quarter (already
 * collected, not yet or no longer a member) and those without a town (a structured address needs
 * at least town and country).
 */
export async function planCollection(db: Db, organizationId: string, dueDate: string): Promise<CollectionPlan> {
  const period = quarterOf(dueDate);
  const { feeStart } = await feeRulesOf(db, organizationId);
  const memberships = await db
    .selectFrom('membership_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('sepa_mandates as m', (join) => join.onRef('m.application_id', '=', 'a.id').on('m.state', '=', 'active'))
    .select((eb) => [
      // The monthly fee of the membership's latest mandate (a transfer payer's ended one too).
      eb
        .selectFrom('sepa_mandates as latest')
        .select('latest.monthly_cents')
        .whereRef('latest.application_id', '=', 'a.id')
        .orderBy('latest.created_at', 'desc')
        .limit(1)
        .as('monthly_cents'),
      'a.id as application_id',
      'a.email',
      'a.language',
      'a.payment_method',
      'a.ends_on',
      'a.admission_due_date',
      'a.origin',
      'a.form',
      'u.member_since',
      'u.member_number',
      'm.id as mandate_id',
      'm.reference',
      'm.signed_on',
      'm.iban',
      'm.bic',
      'm.account_holder',
      'm.street_name',
      'm.building_number',
      'm.post_code',
      'm.town_name',
      'm.country',
      'm.is_existing',
    ])
    .where('a.organization_id', '=', organizationId)
    .where('a.state', '=', 'accepted')
    .orderBy('m.created_at')
    .orderBy('m.reference')
    .execute();
  const applicationIds = memberships.map((m) => m.application_id);
  const mandateIds = memberships.flatMap((m) => (m.mandate_id ? [m.mandate_id] : []));
  const items = mandateIds.length
    ? await db
        .selectFrom('sepa_collection_items')
        .select(['mandate_id', 'due_date', 'period', 'sequence_type', 'amount_cents', 'months', 'admission_cents'])
        .where('mandate_id', 'in', mandateIds)
        .execute()
    : [];
  const feeMonths = applicationIds.length
    ? await db
        .selectFrom('membership_fee_months')
        .select(['application_id', 'month', 'due_date'])
        .where('application_id', 'in', applicationIds)
        .execute()
    : [];
  const invoices = applicationIds.length
    ? await db.selectFrom('fee_invoices').selectAll().where('application_id', 'in', applicationIds).execute()
    : [];
  const openReturns = mandateIds.length
    ? await db
        .selectFrom('sepa_returns')
        .select(['mandate_id', 'returned_on', 'reason_code'])
        .where('mandate_id', 'in', mandateIds)
        .where('resolved_at', 'is', null)
        .orderBy('returned_on', 'desc')
        .execute()
    : [];

  const lines: CollectionLine[] = [];
  const invoiceLines: InvoiceLine[] = [];
  const recordedLines: CollectionLine[] = [];
  const recordedInvoices: InvoiceLine[] = [];
  const excluded: Exclusion[] = [];
  let isRecorded = false;
  for (const member of memberships) {
    const charged = feeMonths.filter((f) => f.application_id === member.application_id);
    const monthlyCents = member.monthly_cents ?? 0;
    const owed = feesOwed(
      {
        joinedOn: member.member_since,
        endsOn: member.ends_on,
        monthlyCents,
        paymentMethod: member.payment_method,
        // An imported member joined before the club came to this platform: the admission was paid then.
        admissionCharged: member.admission_due_date !== null || member.origin === 'import',
        chargedMonths: new Set(charged.map((f) => f.month)),
      },
      dueDate,
      feeStart,
    );
    if (member.payment_method === 'TRANSFER') {
      const recorded = invoices.find((i) => i.application_id === member.application_id && i.due_date === dueDate);
      const name = `${member.form.firstName} ${member.form.familyName}`;
      const base = { applicationId: member.application_id, name, email: member.email, language: member.language };
      if (recorded) {
        isRecorded = true;
        recordedInvoices.push({
          ...base,
          months: charged.filter((f) => f.due_date === dueDate).map((f) => f.month),
          feeCents: recorded.fee_cents,
          admissionCents: recorded.admission_cents,
          surchargeCents: recorded.surcharge_cents,
          amountCents: recorded.amount_cents,
          remittance: recorded.remittance,
        });
      } else if (owed.amountCents > 0 && monthlyCents > 0) {
        const number = member.member_number ? ` ${member.member_number}` : '';
        invoiceLines.push({
          ...base,
          ...owed,
          remittance: `${period}${number} ${member.form.familyName}`.slice(0, 140),
        });
      }
      continue;
    }
    if (!member.mandate_id) continue;
    const own = items.filter((item) => item.mandate_id === member.mandate_id);
    const recorded = own.find((item) => item.due_date === dueDate);
    const exclusion = {
      mandateId: member.mandate_id,
      reference: member.reference!,
      accountHolder: member.account_holder!,
    };
    const address: PostalAddress = {
      streetName: member.street_name,
      buildingNumber: member.building_number,
      postCode: member.post_code,
      townName: member.town_name,
      country: member.country!,
    };
    const base = {
      mandateId: member.mandate_id,
      applicationId: member.application_id,
      reference: member.reference!,
      signedOn: member.signed_on!,
      iban: member.iban!,
      bic: member.bic!,
      accountHolder: member.account_holder!,
      address,
      email: member.email,
      language: member.language,
    };
    if (recorded) {
      isRecorded = true;
      recordedLines.push({
        ...base,
        sequenceType: recorded.sequence_type,
        amountCents: recorded.amount_cents,
        months: charged.filter((f) => f.due_date === dueDate).map((f) => f.month),
        admissionCents: recorded.admission_cents,
      });
      continue;
    }
    const open = openReturns.find((r) => r.mandate_id === member.mandate_id);
    const paidBy = charged.find((f) => monthsOfQuarter(dueDate).includes(f.month));
    if (open) {
      excluded.push({ ...exclusion, reason: 'OPEN_RETURN', date: open.returned_on, reasonCode: open.reason_code });
    } else if (owed.amountCents === 0 && paidBy) {
      excluded.push({ ...exclusion, reason: 'ALREADY_COLLECTED', date: paidBy.due_date, reasonCode: null });
    } else if (owed.amountCents === 0) {
      excluded.push({ ...exclusion, reason: 'NOT_OWED', date: null, reasonCode: null });
    } else if (!address.townName) {
      excluded.push({ ...exclusion, reason: 'ADDRESS_INCOMPLETE', date: null, reasonCode: null });
    } else {
      // One FRST per mandate: any earlier item, of an earlier or a later due date, makes it RCUR.
      // A mandate imported from the club's earlier software was collected before: RCUR from the start.
      const sequenceType: SequenceType = own.length === 0 && !member.is_existing ? 'FRST' : 'RCUR';
      lines.push({
        ...base,
        sequenceType,
        amountCents: owed.amountCents,
        months: owed.months,
        admissionCents: owed.admissionCents,
      });
    }
  }
  // A due date exported before answers what it recorded, so its file is the same every time.
  if (isRecorded) return { dueDate, period, lines: recordedLines, invoices: recordedInvoices, excluded, isRecorded };
  return { dueDate, period, lines, invoices: invoiceLines, excluded, isRecorded };
}

/** Count and sum per sequence type, in cents. */
export function summarize(lines: CollectionLine[]) {
  const bySequence = (type: SequenceType) => {
    const own = lines.filter((line) => line.sequenceType === type);
    return { count: own.length, totalCents: own.reduce((sum, line) => sum + line.amountCents, 0) };
  };
  const frst = bySequence('FRST');
  const rcur = bySequence('RCUR');
  return { count: lines.length, totalCents: frst.totalCents + rcur.totalCents, FRST: frst, RCUR: rcur };
}
