import type { FieldType } from '@club/shared/contracts';
import { contracts } from '../../lib/contracts.js';

// Derived from the contracts' field kinds (rules/field-kinds.ts), so a new field type is sorted
// where the editor sorts it: words (a free text with no rule: text, textarea, rich text) are
// translated per language; links, pictures, dates, numbers and choices are stored once for both.
const wordWidgets: readonly string[] = ['text', 'textarea', 'richText'];
const kindOf = (type: string) =>
  contracts.fieldKinds[type as FieldType] as (typeof contracts.fieldKinds)[FieldType] | undefined;

/** Whether a field type's value is words of one language (only texts can lack a translation). */
export function isTextFieldType(type: string): boolean {
  const kind = kindOf(type);
  return kind !== undefined && kind.rule === 'none' && wordWidgets.includes(kind.widget);
}

/** Whether a field type's value is rich text (HTML of the contracts' allow-list, rules/rich-text.ts). */
export const isRichTextFieldType = (type: string): boolean => kindOf(type)?.widget === 'richText';
