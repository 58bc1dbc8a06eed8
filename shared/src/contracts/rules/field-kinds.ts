import type { FieldType, TemplateType } from '../entities';
import { catalogueField, type FieldRule, type FieldWidget } from '../entities/template-catalogue';

export type { FieldRule, FieldWidget };

// Each field type described once (content-management.md §3 and §5): the editor's widget, the
// value's rule and its character limit. The template catalogue may give one field of a template
// its own widget, rule or limit (a footer column's link list, a video link, a secret token);
// fieldKindOf() merges the two, and the editor (Field.tsx) and the API's page check
// (content-fields.ts) both read it.

export interface FieldKind {
  widget: FieldWidget;
  rule: FieldRule;
  /** Visible characters; undefined = the long-text ceiling (content-fields.ts). */
  limit?: number;
}

const text = (limit?: number): FieldKind =>
  limit ? { widget: 'text', rule: 'none', limit } : { widget: 'text', rule: 'none' };
const checkbox: FieldKind = { widget: 'checkbox', rule: 'none' };
const dropdown: FieldKind = { widget: 'dropdown', rule: 'none' };

/** §3's field types with §5's limits and rules. */
export const fieldKinds: Record<FieldType, FieldKind> = {
  H1: text(60),
  H2: text(100),
  TEXT: { widget: 'textarea', rule: 'none', limit: 400 },
  LONG_TEXT: { widget: 'textarea', rule: 'none' },
  SHORT_TEXT: text(40),
  SHORT_TEXT_1: text(40),
  SHORT_TEXT_2: text(40),
  SHORT_TEXT_3: text(40),
  TEXT_EDITOR: { widget: 'richText', rule: 'none', limit: 400 },
  TEXT_EDITOR_2: { widget: 'richText', rule: 'none', limit: 400 },
  BUTTON_TEXT: text(20),
  BUTTON_LINK: { widget: 'text', rule: 'url' },
  LINK: { widget: 'text', rule: 'url' },
  PHOTO: { widget: 'photo', rule: 'picture' },
  DATE: { widget: 'date', rule: 'pastDate' },
  DATE_1: { widget: 'date', rule: 'pastDate' },
  TIME: { widget: 'time', rule: 'time' },
  NUMBER: { widget: 'number', rule: 'number' },
  NUMBER_1: { widget: 'number', rule: 'number' },
  NUMBER_2: { widget: 'places', rule: 'places' },
  DROPDOWN: dropdown,
  DROPDOWN_1: dropdown,
  DROPDOWN_2: dropdown,
  DROPDOWN_3: dropdown,
  PRICE: { widget: 'price', rule: 'price', limit: 100 },
  CHECK_BOX_1: checkbox,
  CHECK_BOX_2: checkbox,
  CHECK_BOX_3: checkbox,
  CHECK_BOX_4: checkbox,
  CHECK_BOX_5: checkbox,
  CHECK_BOX_6: checkbox,
  CHECK_BOX_7: checkbox,
  PHONE: { widget: 'tel', rule: 'phone' },
  EMAIL: { widget: 'email', rule: 'email' },
};

/** §5 and §9 text limits by field type; undefined = no limit of the spec (long text). */
export const textLimits: Partial<Record<FieldType, number>> = Object.fromEntries(
  Object.entries(fieldKinds)
    .filter(([, kind]) => kind.limit !== undefined)
    .map(([type, kind]) => [type, kind.limit]),
);

/** A field of a template: its type's kind, with what the catalogue says of this very field. */
export function fieldKindOf(templateType: TemplateType, field: { name: string; type: FieldType }): FieldKind {
  const kind = fieldKinds[field.type];
  const definition = catalogueField(templateType, field.name);
  if (!definition) return kind;
  return {
    widget: definition.widget ?? (definition.isWriteOnly ? 'secret' : kind.widget),
    rule: definition.rule ?? kind.rule,
    ...((definition.maxLength ?? kind.limit) !== undefined ? { limit: definition.maxLength ?? kind.limit } : {}),
  };
}
