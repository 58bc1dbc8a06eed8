import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PostalAddress } from '../repository.js';
import '../tables.js';

export type SequenceType = 'FRST' | 'RCUR';

export interface CollectionLine {
  mandateId: string;
  reference: string;
  signedOn: string;
  iban: string;
  bic: string;
  accountHolder: string;
  address: PostalAddress;
  sequenceType: SequenceType;
  amountCents: number;
}

export type ExclusionReason = 'OPEN_RETURN' | 'ALREADY_COLLECTED' | 'ADDRESS_INCOMPLETE';

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
  excluded: Exclusion[];
  /** True when this due date was exported before: the lines are the recorded ones. */
  isRecorded: boolean;
}

/** The period a due date pays for: its quarter ("Q1/2027"), three monthly fees. */
export const quarterOf = (dueDate: string): string =>
  `Q${Math.floor((Number(dueDate.slice(5, 7)) - 1) / 3) + 1}/${dueDate.slice(0, 4)}`;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What a collection for a due date contains, without writing anything: every active mandate a
 * quarter's contribution; a mandate's first collection is FRST and adds the admission fee (one
 * monthly fee), later ones RCUR. Left out: mandates with an unresolved returned debit, those
 * already collected for this period on another due date, and those without a town (a structured
 * address needs at least town and country). A due date exported before keeps its recorded lines.
 */
export async function planCollection(db: Db, organizationId: string, dueDate: string): Promise<CollectionPlan> {
  const period = quarterOf(dueDate);
  const mandates = await db
    .selectFrom('sepa_mandates')
    .select([
      'id',
      'reference',
      'signed_on',
      'iban',
      'bic',
      'account_holder',
      'monthly_cents',
      'street_name',
      'building_number',
      'post_code',
      'town_name',
      'country',
    ])
    .where('organization_id', '=', organizationId)
    .where('state', '=', 'active')
    .orderBy('created_at')
    .orderBy('reference')
    .execute();
  const ids = mandates.map((m) => m.id);
  const items = ids.length
    ? await db
        .selectFrom('sepa_collection_items')
        .select(['mandate_id', 'due_date', 'period', 'sequence_type', 'amount_cents'])
        .where('mandate_id', 'in', ids)
        .execute()
    : [];
  const openReturns = ids.length
    ? await db
        .selectFrom('sepa_returns')
        .select(['mandate_id', 'returned_on', 'reason_code'])
        .where('mandate_id', 'in', ids)
        .where('resolved_at', 'is', null)
        .orderBy('returned_on', 'desc')
        .execute()
    : [];

  const lines: CollectionLine[] = [];
  const excluded: Exclusion[] = [];
  let isRecorded = false;
  for (const mandate of mandates) {
    const own = items.filter((item) => item.mandate_id === mandate.id);
    const recorded = own.find((item) => item.due_date === dueDate);
    const exclusion = { mandateId: mandate.id, reference: mandate.reference, accountHolder: mandate.account_holder };
    const address: PostalAddress = {
      streetName: mandate.street_name,
      buildingNumber: mandate.building_number,
      postCode: mandate.post_code,
      townName: mandate.town_name,
      country: mandate.country,
    };
    const base = {
      mandateId: mandate.id,
      reference: mandate.reference,
      signedOn: mandate.signed_on,
      iban: mandate.iban,
      bic: mandate.bic,
      accountHolder: mandate.account_holder,
      address,
    };
    if (recorded) {
      isRecorded = true;
      lines.push({ ...base, sequenceType: recorded.sequence_type, amountCents: recorded.amount_cents });
      continue;
    }
    const open = openReturns.find((r) => r.mandate_id === mandate.id);
    const samePeriod = own.find((item) => item.period === period);
    if (open) {
      excluded.push({ ...exclusion, reason: 'OPEN_RETURN', date: open.returned_on, reasonCode: open.reason_code });
    } else if (samePeriod) {
      excluded.push({ ...exclusion, reason: 'ALREADY_COLLECTED', date: samePeriod.due_date, reasonCode: null });
    } else if (!address.townName) {
      excluded.push({ ...exclusion, reason: 'ADDRESS_INCOMPLETE', date: null, reasonCode: null });
    } else {
      const isFirst = !own.some((item) => item.due_date < dueDate);
      const sequenceType: SequenceType = isFirst ? 'FRST' : 'RCUR';
      const amountCents = mandate.monthly_cents * 3 + (isFirst ? mandate.monthly_cents : 0);
      lines.push({ ...base, sequenceType, amountCents });
    }
  }
  return { dueDate, period, lines, excluded, isRecorded };
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
