import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { queueClubMail } from '../mail.js';
import type { Creditor } from '../repository.js';
import { feeDetails, invoiceMail, languageOf, preNotificationMail } from './fee-mails.js';
import type { CollectionPlan } from './plan.js';

/**
 * After a collection is recorded: the pre-notification to every debtor (amount, due date,
 * mandate reference, creditor identifier; SEPA rulebook PT-04.03) and the invoice with a GiroCode
 * to every member who pays by transfer, each in the member's language. Queued in the outbox in
 * the run's own transaction (the job delivers them): a run is never recorded without its mails,
 * and a failing SMTP server neither fails the run nor loses a mail.
 */
export async function queueCollectionMails(
  db: Kysely<Database>,
  input: {
    organizationId: string;
    organizationName: string;
    clubName: string;
    creditor: Creditor;
    plan: CollectionPlan;
  },
): Promise<void> {
  const { plan, creditor, clubName } = input;
  const envelope = { organizationId: input.organizationId, organizationName: input.organizationName };
  for (const line of plan.lines) {
    const lang = languageOf(line.language);
    const details = feeDetails(
      {
        months: line.months.length,
        feeCents: line.amountCents - line.admissionCents,
        admissionCents: line.admissionCents,
        surchargeCents: 0,
        amountCents: line.amountCents,
      },
      plan.period,
      lang,
    );
    const mail = preNotificationMail(
      {
        clubName,
        name: line.accountHolder,
        amountCents: line.amountCents,
        dueDate: plan.dueDate,
        iban: line.iban,
        mandateReference: line.reference,
        creditorId: creditor.id,
        details,
      },
      lang,
    );
    await queueClubMail(db, { ...envelope, template: 'SEPA_PRENOTIFICATION', to: line.email, ...mail });
  }
  for (const invoice of plan.invoices) {
    const lang = languageOf(invoice.language);
    const details = feeDetails({ ...invoice, months: invoice.months.length }, plan.period, lang);
    const mail = await invoiceMail(
      creditor,
      {
        clubName,
        name: invoice.name,
        amountCents: invoice.amountCents,
        dueDate: plan.dueDate,
        period: plan.period,
        details,
        remittance: invoice.remittance,
      },
      lang,
    );
    await queueClubMail(db, { ...envelope, template: 'FEE_INVOICE', to: invoice.email, ...mail });
  }
}
