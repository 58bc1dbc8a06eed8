import * as v from 'valibot';
import { wholeNumber } from './answer-parts';

// The member import's answers (issue 32 item 7), declared once in valibot: the endpoints' answer
// types are inferred from these and the API serialises with them (issue 38 item 1).

/** The member fields a column can fill, in the order the mapping shows them. */
export const importFields = [
  'firstName',
  'lastName',
  'email',
  'birthDate',
  'gender',
  'street',
  'postCode',
  'city',
  'phone',
  'memberSince',
  'iban',
  'accountHolder',
  'mandateReference',
  'mandateSignedOn',
] as const;
export type ImportField = (typeof importFields)[number];

/** Column index (0-based) per field; null or missing: not in the file. */
export const importMappingSchema = v.record(v.picklist(importFields), v.nullable(wholeNumber));

export const importRowSchema = v.object({
  /** The row's line in the file as a spreadsheet shows it (the header is line 1). */
  line: wholeNumber,
  name: v.string(),
  email: v.string(),
  /** Each problem in plain words in the caller's language, naming the field. */
  errors: v.array(v.string()),
  /** Already a member (e-mail, or name and birth date), or the same person on an earlier line. */
  duplicate: v.nullable(
    v.variant('of', [
      v.object({ of: v.literal('member'), name: v.string() }),
      v.object({ of: v.literal('line'), line: wholeNumber }),
    ]),
  ),
});

export const importPreviewSchema = v.object({
  columns: v.array(v.string()),
  mapping: importMappingSchema,
  rows: v.array(importRowSchema),
  counts: v.object({ total: wholeNumber, valid: wholeNumber, invalid: wholeNumber, duplicates: wholeNumber }),
});

export const importResultSchema = v.object({
  created: wholeNumber,
  duplicates: wholeNumber,
  /** Rows left out because of their errors (the preview named them). */
  invalid: wholeNumber,
  invited: wholeNumber,
  mandates: wholeNumber,
});

export type ImportMapping = v.InferOutput<typeof importMappingSchema>;
export type ImportRow = v.InferOutput<typeof importRowSchema>;
export type ImportPreview = v.InferOutput<typeof importPreviewSchema>;
export type ImportResult = v.InferOutput<typeof importResultSchema>;
