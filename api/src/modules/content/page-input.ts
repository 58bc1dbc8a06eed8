import { randomUUID } from 'node:crypto';
import type { Template, TemplateType } from '@club/shared/contracts';
import sanitizeHtml from 'sanitize-html';
import type { Localized, StoredElement, StoredField } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { contracts, sharedMessage } from '../../lib/contracts.js';
import { requiredText, text } from '../../locales/load.js';
import { type Language, localize } from '../../lib/language.js';
import { catalogueError } from './template-structure-errors.js';
import { isRichTextFieldType } from './field-types.js';

/** A template as the editor sends it (localised values; a null id marks a new one). */
export type TemplateInput = Omit<Template, 'id'> & { id: string | null };

/** Stored shape of one template (both languages), ready for the templates table. */
export interface StoredTemplate {
  id: string;
  name: string;
  type: TemplateType;
  metadata: Record<string, unknown>;
  fields: StoredField[];
  elements: StoredElement[];
}

const { writeOnlyFields: writeOnly } = contracts;
/** §5's internal-link check: shared with the editor's fields. */
export const knownRouteCheck = contracts.knownRouteCheck;

// Rich text: the contracts' one allow-list (rules/rich-text.ts), which the browser shows with.
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [...contracts.richTextTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(contracts.richTextAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...contracts.richTextSchemes],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};
const dangerousHtml = /<\s*(script|style|iframe|object|embed|svg|math|form)\b|\son\w+\s*=|javascript\s*:/i;

/**
 * Runs §5's rules (the editor's own valibot schemas) on every value, refuses scripts in rich text
 * and answers 400 naming each failing value in the request's language.
 */
export function validateTemplates(
  templates: TemplateInput[],
  context: { isKnownRoute: (path: string) => boolean; language: Language; today: string },
): void {
  // The catalogue first: values are only judged by field definitions the site itself holds.
  templates.forEach((template, index) => {
    const [issue] = contracts.catalogueIssues(template);
    if (issue) throw catalogueError(issue, index + 1);
  });
  const problems: string[] = [];
  const lang = context.language;
  // 'Kurs (Baustein 3), Feld „Ort“: …': the block and field as the editor names them (issue 34:
  // 'place: This field is mandatory' told a volunteer nothing).
  const blockProblem = (key: string, type: string, index: number, problem: string, field = '') =>
    requiredText(lang, `errors.VALIDATION_ERROR.${key}`, {
      type,
      block: text(lang, `blocks.${type}`) ?? type,
      position: index + 1,
      field: field && (text(lang, `fields.${field}`) ?? field),
      problem,
    });
  const rules = { ...context, isStoredForm: true };
  templates.forEach((template, index) => {
    for (const issue of contracts.validateTemplateValues(template, index, rules)) {
      problems.push(
        blockProblem('blockField', template.type, index, sharedMessage(issue.message, lang), issue.fieldName),
      );
    }
    const richFields = new Set(template.fields.filter((f) => isRichTextFieldType(f.type)).map((f) => f.id));
    for (const element of template.elements) {
      for (const value of element.values) {
        if (richFields.has(value.fieldId) && dangerousHtml.test(value.value)) {
          problems.push(blockProblem('block', template.type, index, sharedMessage('validation.unsafeHtml', lang)));
        }
      }
    }
  });
  if (problems.length > 0) throw HttpError.localized(400, 'VALIDATION_ERROR', problems.join(' '));
}

/**
 * Turns an incoming template into its stored form: the request's language is written, the other
 * language kept from the stored template (values matched by id); rich text sanitised again.
 */
export function toStoredTemplate(
  input: TemplateInput,
  previous: StoredTemplate | undefined,
  lang: Language,
): StoredTemplate {
  const previousValues = new Map<string, Localized>();
  for (const element of previous?.elements ?? [])
    for (const value of element.values) previousValues.set(value.id, value.value);
  const fields: StoredField[] = input.fields.map((f) => ({
    id: f.id,
    name: f.name,
    type: f.type,
    isMandatory: f.isMandatory,
  }));
  const byId = new Map(fields.map((f) => [f.id, f]));
  const hidden = new Set(writeOnly[input.type] ?? []);
  const elements: StoredElement[] = input.elements.map((element) => ({
    id: element.id || randomUUID(),
    type: element.type,
    values: element.values.map((value) => {
      const field = byId.get(value.fieldId);
      const before = previousValues.get(value.id);
      // Unchanged text (possibly the other language shown as fallback) leaves the stored value alone.
      if (before && value.value.trim() === localize(before, lang).trim())
        return { id: value.id, fieldId: value.fieldId, value: before };
      let text = value.value.trim();
      if (field && isRichTextFieldType(field.type)) text = sanitizeHtml(text, richTextOptions);
      if (field && hidden.has(field.name) && text === '' && before)
        return { id: value.id, fieldId: value.fieldId, value: before };
      // Clearing clears both languages; otherwise only the request's language changes.
      const localized: Localized =
        text === '' ? { de: '', en: '' } : before ? { ...before, [lang]: text } : { de: '', en: '', [lang]: text };
      return { id: value.id || randomUUID(), fieldId: value.fieldId, value: localized };
    }),
  }));
  const metadata = {
    ...(previous?.metadata ?? {}),
    ...(input.metadata?.eventsGroupId !== undefined ? { eventsGroupId: input.metadata.eventsGroupId } : {}),
    ...(input.metadata?.categoryId !== undefined ? { categoryId: input.metadata.categoryId } : {}),
  };
  return {
    // A new template always gets a fresh id (a sent id may belong to another page or club).
    id: previous?.id ?? randomUUID(),
    name: input.name,
    type: input.type,
    metadata,
    fields,
    elements,
  };
}
