import * as v from 'valibot';
import { wholeNumber } from './answer-parts';

// The SEPA calls' answers, declared once in valibot like the requests (issue 38 item 1): the
// endpoints' answer types are inferred from these, and the API serialises and documents the
// answers with the same schemas (endpoint-route.ts turns them into JSON Schema), so an answer
// that does not fit fails to compile on both sides. The front end imports only the types.

const isoDate = v.pipe(v.string(), v.description('YYYY-MM-DD'));
const optionalDate = v.nullable(isoDate);

export const sepaDueDatesSchema = v.object({
  today: isoDate,
  earliestDueDate: isoDate,
  suggestedDueDate: isoDate,
  /** The club's pre-notification period (days) and the first due date it allows. */
  noticeDays: wholeNumber,
  earliestNoticeDueDate: isoDate,
});

export const sepaSumSchema = v.object({ count: wholeNumber, totalCents: wholeNumber });

export const sepaExclusionReasons = ['OPEN_RETURN', 'ALREADY_COLLECTED', 'ADDRESS_INCOMPLETE', 'NOT_OWED'] as const;

export const collectionPreviewSchema = v.object({
  ...sepaSumSchema.entries,
  dueDate: isoDate,
  period: v.string(),
  /** Members paying by transfer: the invoices this due date sends (with the 10 % surcharge). */
  invoices: sepaSumSchema,
  /** The club's pre-notification period and whether this due date is closer than it (a warning). */
  noticeDays: wholeNumber,
  earliestNoticeDueDate: isoDate,
  noticeTooShort: v.boolean(),
  isRecorded: v.boolean(),
  FRST: sepaSumSchema,
  RCUR: sepaSumSchema,
  excluded: v.array(
    v.object({
      mandateId: v.string(),
      reference: v.string(),
      accountHolder: v.string(),
      reason: v.picklist(sepaExclusionReasons),
      date: optionalDate,
      reasonCode: v.nullable(v.string()),
    }),
  ),
});

/** What recording a collection run did: debits in the SEPA file, invoices sent to transfer payers. */
export const collectionRunSchema = v.object({
  dueDate: isoDate,
  period: v.string(),
  debits: sepaSumSchema,
  invoices: sepaSumSchema,
  /** True when the run has direct debits: the pain.008 file is then exported for the same due date. */
  hasFile: v.boolean(),
  /** False when this due date was recorded before: nothing new was charged or mailed. */
  isNew: v.boolean(),
});

export const collectionHistoryEntrySchema = v.object({
  ...sepaSumSchema.entries,
  id: v.string(),
  dueDate: isoDate,
  period: v.string(),
  createdAt: v.string(),
  frstCents: wholeNumber,
  rcurCents: wholeNumber,
  /** The run's invoices to members who pay by transfer (surcharge included). */
  invoiceCount: wholeNumber,
  invoiceCents: wholeNumber,
});

/** An open item (migration 220): a returned debit or an unpaid transfer invoice. */
export const openItemSchema = v.object({
  kind: v.picklist(['RETURN', 'INVOICE']),
  id: v.string(),
  memberName: v.string(),
  email: v.string(),
  amountCents: wholeNumber,
  /** The return's date or the invoice's due date. */
  date: isoDate,
  reasonCode: v.nullable(v.string()),
  reminder1On: optionalDate,
  reminder2On: optionalDate,
  exclusionMarkedOn: optionalDate,
  paidOn: optionalDate,
});

export type SepaDueDates = v.InferOutput<typeof sepaDueDatesSchema>;
export type SepaSum = v.InferOutput<typeof sepaSumSchema>;
export type CollectionPreview = v.InferOutput<typeof collectionPreviewSchema>;
export type CollectionRun = v.InferOutput<typeof collectionRunSchema>;
export type CollectionHistoryEntry = v.InferOutput<typeof collectionHistoryEntrySchema>;
export type OpenItem = v.InferOutput<typeof openItemSchema>;
