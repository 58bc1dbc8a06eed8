import * as v from 'valibot';
import type { Ledger } from '../schemas';
import { ledgerMethods, ledgerStates } from '../entities/ledger';
import { endpoint, shape } from './define';

// The treasurer's ledger (issue 33 item 4): course orders, refunds and SEPA collections of the
// club, the same filters for the list, the CSV for spreadsheets and the DATEV Buchungsstapel.
const base = '/orders-service/organizations/:orgId';
const isoDate = v.pipe(v.string(), v.isoDate());

/** The filters, as query parameters: a period of Berlin calendar dates, a course, a state, a method. */
export const ledgerQuery = v.object({
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  courseId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  state: v.optional(v.picklist(ledgerStates)),
  method: v.optional(v.picklist(ledgerMethods)),
});
export type LedgerQuery = v.InferInput<typeof ledgerQuery>;

/** Who keeps the books: administrators, and people given the permission MANAGE_FINANCES. */
const treasurer = ['admin', 'MANAGE_FINANCES'] as const;

export const listLedger = endpoint({
  method: 'GET',
  path: `${base}/orders`,
  access: treasurer,
  summary: 'Every course order, refund and SEPA collection with the filters, sums per course and per month',
  query: ledgerQuery,
  answer: shape<Ledger>(),
});

export const downloadLedgerCsv = endpoint({
  method: 'GET',
  path: `${base}/orders.csv`,
  access: treasurer,
  summary: 'The ledger as CSV for spreadsheets (UTF-8 with BOM, ";" separated, decimal comma, Berlin dates)',
  query: ledgerQuery,
  answer: shape<Blob>(),
});

export const downloadLedgerDatev = endpoint({
  method: 'GET',
  path: `${base}/orders.datev.csv`,
  access: treasurer,
  summary: 'The ledger as a DATEV Buchungsstapel (EXTF 700, format 13, Windows-1252) for the tax adviser',
  query: ledgerQuery,
  answer: shape<Blob>(),
});
