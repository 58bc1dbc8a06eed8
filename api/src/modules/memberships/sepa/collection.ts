import { randomBytes } from 'node:crypto';
import SEPA from 'sepa';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import '../tables.js';

/** The SEPA character set (EPC): German letters transliterated, anything else replaced. */
export function sepaText(text: string, max: number): string {
  const map: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };
  return text
    .replace(/[äöüÄÖÜß]/g, (c) => map[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

export interface CollectionLine {
  mandateId: string;
  reference: string;
  signedOn: string;
  iban: string;
  bic: string;
  accountHolder: string;
  sequenceType: 'FRST' | 'RCUR';
  amountCents: number;
}

/** Quarter label of a due date, for the remittance text ("Q1/2027"). */
export const quarterOf = (dueDate: string): string =>
  `Q${Math.floor((Number(dueDate.slice(5, 7)) - 1) / 3) + 1}/${dueDate.slice(0, 4)}`;

/**
 * The lines of one collection: every active mandate, a quarter's contribution (three monthly
 * fees); a mandate's first collection is FRST and adds the admission fee (one monthly fee), later
 * ones are RCUR. Lines are recorded per due date, so exporting the same date again gives the
 * same file contents and the next date knows which mandates were collected before.
 */
export async function collectionLines(
  db: Kysely<Database>,
  organizationId: string,
  dueDate: string,
): Promise<CollectionLine[]> {
  return db.transaction().execute(async (trx) => {
    const mandates = await trx
      .selectFrom('sepa_mandates')
      .select(['id', 'reference', 'signed_on', 'iban', 'bic', 'account_holder', 'monthly_cents'])
      .where('organization_id', '=', organizationId)
      .where('state', '=', 'active')
      .orderBy('created_at')
      .execute();
    const lines: CollectionLine[] = [];
    for (const mandate of mandates) {
      let item = await trx
        .selectFrom('sepa_collection_items')
        .select(['sequence_type', 'amount_cents'])
        .where('mandate_id', '=', mandate.id)
        .where('due_date', '=', dueDate)
        .executeTakeFirst();
      if (!item) {
        const earlier = await trx
          .selectFrom('sepa_collection_items')
          .select('due_date')
          .where('mandate_id', '=', mandate.id)
          .where('due_date', '<', dueDate)
          .executeTakeFirst();
        const sequenceType = earlier ? 'RCUR' : 'FRST';
        const amountCents = mandate.monthly_cents * 3 + (sequenceType === 'FRST' ? mandate.monthly_cents : 0);
        await trx
          .insertInto('sepa_collection_items')
          .values({
            organization_id: organizationId,
            mandate_id: mandate.id,
            due_date: dueDate,
            sequence_type: sequenceType,
            amount_cents: amountCents,
          })
          .execute();
        item = { sequence_type: sequenceType, amount_cents: amountCents };
      }
      lines.push({
        mandateId: mandate.id,
        reference: mandate.reference,
        signedOn: mandate.signed_on,
        iban: mandate.iban,
        bic: mandate.bic,
        accountHolder: mandate.account_holder,
        sequenceType: item.sequence_type,
        amountCents: item.amount_cents,
      });
    }
    return lines;
  });
}

export interface Creditor {
  name: string;
  id: string;
  iban: string;
  bic: string;
}

/** A pain.008.001.02 document (SEPA core direct debit) built with the `sepa` library. */
export function painDocument(input: {
  creditor: Creditor;
  dueDate: string;
  lines: CollectionLine[];
  now: Date;
}): string {
  const doc = new SEPA.Document('pain.008.001.02');
  // The library derives payment and instruction ids from this one (id.n.m): keep it short (max 35).
  doc.grpHdr.id = `C${input.dueDate.replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;
  doc.grpHdr.created = input.now;
  doc.grpHdr.initiatorName = sepaText(input.creditor.name, 70);
  const quarter = quarterOf(input.dueDate);
  // One payment block per sequence type: banks require FRST and RCUR apart.
  for (const sequenceType of ['FRST', 'RCUR'] as const) {
    const lines = input.lines.filter((line) => line.sequenceType === sequenceType);
    if (lines.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.collectionDate = new Date(`${input.dueDate}T00:00:00Z`);
    info.creditorName = sepaText(input.creditor.name, 70);
    info.creditorIBAN = input.creditor.iban;
    info.creditorBIC = input.creditor.bic;
    info.creditorId = input.creditor.id;
    info.sequenceType = sequenceType;
    info.localInstrumentation = 'CORE';
    info.batchBooking = true;
    doc.addPaymentInfo(info);
    for (const line of lines) {
      const tx = info.createTransaction();
      tx.end2endId = sepaText(`${line.reference}-${input.dueDate.replace(/-/g, '')}`, 35);
      tx.mandateId = line.reference;
      tx.mandateSignatureDate = new Date(`${line.signedOn}T00:00:00Z`);
      tx.debtorName = sepaText(line.accountHolder, 70);
      tx.debtorIBAN = line.iban;
      tx.debtorBIC = line.bic;
      tx.amount = line.amountCents / 100;
      tx.remittanceInfo = sepaText(`Mitgliedsbeitrag ${quarter} ${line.reference}`, 140);
      info.addTransaction(tx);
    }
  }
  return doc.toString();
}
