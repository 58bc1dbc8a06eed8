import * as v from 'valibot';
import { importFields, type ImportField, type ImportPreview, type ImportResult } from '../schemas/member-import';
import { endpoint, shape } from './define';

// Bringing a club's existing member list (issue 32, item 7): the administrator uploads a CSV
// (semicolon or comma, UTF-8 or Windows-1252) or an Excel workbook (.xlsx) as multipart field
// `file`; the server reads it, suggests which column is which, and checks every row with the
// forms' rules. Nothing is stored until the import call, which stores all rows or none.
const base = '/memberships-service/organizations/:orgId';

// The answers are declared once in valibot (schemas/member-import.ts); named here too.
export { importFields };
export type { ImportField, ImportMapping, ImportPreview, ImportResult, ImportRow } from '../schemas/member-import';

export const requiredImportFields: readonly ImportField[] = ['firstName', 'lastName', 'email'];

/** The mapping as JSON text (a query parameter beside the multipart file). */
export const importQuery = v.object({
  mapping: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  invite: v.optional(v.picklist(['true', 'false'])),
});

export const previewMemberImport = endpoint({
  method: 'POST',
  path: `${base}/member-import/preview`,
  access: ['admin'],
  summary:
    'Reads an uploaded member list (multipart field file: .csv with ; or , in UTF-8 or Windows-1252, or .xlsx; at most 2 MB and 5000 rows) and answers its columns, the suggested or given mapping (query mapping, JSON) and every row with its errors and duplicates. Stores nothing.',
  query: importQuery,
  answer: shape<ImportPreview>(),
});

export const importMembers = endpoint({
  method: 'POST',
  path: `${base}/member-import`,
  access: ['admin'],
  summary:
    'Imports the uploaded member list with the mapping in ONE transaction: every member with profile, member number and membership; with an IBAN a mandate marked existing (RCUR). Rows with errors (named by the preview) and duplicates are left out, never doubled. invite=true mails each new member a link to set a password.',
  query: importQuery,
  answer: shape<ImportResult>(),
});
