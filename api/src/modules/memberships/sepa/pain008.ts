import { randomBytes } from 'node:crypto';
import { create } from 'xmlbuilder2';
import { contracts } from '../../../lib/contracts.js';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { Creditor, PostalAddress } from '../repository.js';
import type { CollectionLine, SequenceType } from './plan.js';
import { quarterOf, summarize } from './plan.js';

export const PAIN_008_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';

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

const euros = (cents: number): string => contracts.centsToDecimal(cents);

/**
 * A structured postal address (EPC: no free address lines from 15 November 2026). Town and
 * country are the minimum; street, house number and post code when known. Element order is the
 * schema's (PostalAddress24).
 */
function postalAddress(parent: XMLBuilder, address: PostalAddress): void {
  const node = parent.ele('PstlAdr');
  if (address.streetName) node.ele('StrtNm').txt(sepaText(address.streetName, 70));
  if (address.buildingNumber) node.ele('BldgNb').txt(sepaText(address.buildingNumber, 16));
  if (address.postCode) node.ele('PstCd').txt(sepaText(address.postCode, 16));
  node.ele('TwnNm').txt(sepaText(address.townName ?? '', 35));
  node.ele('Ctry').txt(address.country);
}

/**
 * A pain.008.001.08 document (SEPA core direct debit, ISO 20022 version 2019, DFÜ-Abkommen
 * Anlage 3 v3.7+), one payment block per sequence type since banks require FRST and RCUR apart.
 */
export function painDocument(input: {
  creditor: Creditor;
  dueDate: string;
  lines: CollectionLine[];
  now: Date;
}): string {
  const { creditor, dueDate, lines } = input;
  const messageId = `C${dueDate.replace(/-/g, '')}${randomBytes(6).toString('hex').toUpperCase()}`;
  const totals = summarize(lines);
  const quarter = quarterOf(dueDate);
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(PAIN_008_NAMESPACE, 'Document');
  const root = doc.ele('CstmrDrctDbtInitn');
  const header = root.ele('GrpHdr');
  header.ele('MsgId').txt(messageId);
  // ISODateTime without fractions; the instant in UTC.
  header.ele('CreDtTm').txt(input.now.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  header.ele('NbOfTxs').txt(String(totals.count));
  header.ele('CtrlSum').txt(euros(totals.totalCents));
  header.ele('InitgPty').ele('Nm').txt(sepaText(creditor.name, 70));

  for (const sequenceType of ['FRST', 'RCUR'] as const satisfies SequenceType[]) {
    const own = lines.filter((line) => line.sequenceType === sequenceType);
    if (own.length === 0) continue;
    const info = root.ele('PmtInf');
    info.ele('PmtInfId').txt(`${messageId}-${sequenceType}`);
    info.ele('PmtMtd').txt('DD');
    info.ele('BtchBookg').txt('true');
    info.ele('NbOfTxs').txt(String(own.length));
    info.ele('CtrlSum').txt(euros(totals[sequenceType].totalCents));
    const typeInfo = info.ele('PmtTpInf');
    typeInfo.ele('SvcLvl').ele('Cd').txt('SEPA');
    typeInfo.ele('LclInstrm').ele('Cd').txt('CORE');
    typeInfo.ele('SeqTp').txt(sequenceType);
    info.ele('ReqdColltnDt').txt(dueDate);
    const cdtr = info.ele('Cdtr');
    cdtr.ele('Nm').txt(sepaText(creditor.name, 70));
    if (creditor.address) postalAddress(cdtr, creditor.address);
    info.ele('CdtrAcct').ele('Id').ele('IBAN').txt(creditor.iban);
    info.ele('CdtrAgt').ele('FinInstnId').ele('BICFI').txt(creditor.bic);
    info.ele('ChrgBr').txt('SLEV');
    const schemeId = info.ele('CdtrSchmeId').ele('Id').ele('PrvtId').ele('Othr');
    schemeId.ele('Id').txt(creditor.id);
    schemeId.ele('SchmeNm').ele('Prtry').txt('SEPA');
    for (const line of own) {
      const tx = info.ele('DrctDbtTxInf');
      tx.ele('PmtId')
        .ele('EndToEndId')
        .txt(sepaText(`${line.reference}-${dueDate.replace(/-/g, '')}`, 35));
      tx.ele('InstdAmt', { Ccy: 'EUR' }).txt(euros(line.amountCents));
      const mandate = tx.ele('DrctDbtTx').ele('MndtRltdInf');
      mandate.ele('MndtId').txt(line.reference);
      mandate.ele('DtOfSgntr').txt(line.signedOn);
      tx.ele('DbtrAgt').ele('FinInstnId').ele('BICFI').txt(line.bic);
      const debtor = tx.ele('Dbtr');
      debtor.ele('Nm').txt(sepaText(line.accountHolder, 70));
      postalAddress(debtor, line.address);
      tx.ele('DbtrAcct').ele('Id').ele('IBAN').txt(line.iban);
      tx.ele('RmtInf')
        .ele('Ustrd')
        .txt(sepaText(`Mitgliedsbeitrag ${quarter} ${line.reference}`, 140));
    }
  }
  return doc.end({ prettyPrint: true });
}
