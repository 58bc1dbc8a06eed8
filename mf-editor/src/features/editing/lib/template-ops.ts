import type { ContentPage, Element, FieldContext, Template, TemplateType } from '@club/shared';
import {
  altFieldName,
  canDeleteTemplate as canDeleteStoredTemplate,
  maxEventQuestions,
  templateCatalogue,
  validateTemplateValues,
} from '@club/shared/contracts';
import { newId } from './ids';

// Draft operations of content-management.md §4. Pure functions: the atoms call them.

export const socialMediaLimit = 8;
export const collapsedLength = 60;

/** A fresh template of a type from the catalogue: one empty element per element type, marked new. */
export function newTemplate(type: TemplateType, id: string | null = null): Template {
  const fields = templateCatalogue[type].map((definition) => ({
    id: newId(),
    name: definition.name,
    type: definition.type,
    isMandatory: definition.isMandatory,
    elementType: definition.elementType ?? 'default',
  }));
  const elementTypes = [...new Set(fields.map((f) => f.elementType))];
  return {
    id,
    name: type,
    type,
    isNew: id === null,
    fields: fields.map(({ elementType: _e, ...field }) => field),
    elements: elementTypes.map((elementType) => ({
      id: newId(),
      type: elementType,
      values: fields
        .filter((f) => f.elementType === elementType)
        .map((f) => ({ id: newId(), fieldId: f.id, value: '', defaultValue: '' })),
    })),
  };
}

/** A further element of a type: the value fields of an existing one, emptied. */
export function newElementLike(template: Template, elementType: string): Element {
  const model =
    template.elements.find((e) => e.type === elementType) ??
    newTemplate(template.type).elements.find((e) => e.type === elementType);
  const fields = new Map(template.fields.map((f) => [f.id, f]));
  return {
    id: newId(),
    type: elementType,
    values: (model?.values ?? []).map((v) => ({
      id: newId(),
      fieldId: v.fieldId,
      field: fields.get(v.fieldId),
      value: '',
      defaultValue: '',
    })),
  };
}

export const insertAt = <T>(list: T[], index: number, item: T): T[] => [
  ...list.slice(0, index),
  item,
  ...list.slice(index),
];

/** §4: switching a template's type swaps in a fresh one keeping the id, unless that type exists. */
export function switchTemplateType(page: ContentPage, index: number, type: TemplateType): ContentPage | null {
  if (page.templates.some((t, i) => i !== index && t.type === type)) return null;
  const current = page.templates[index];
  if (!current) return null;
  const fresh = { ...newTemplate(type, current.id), isNew: current.isNew ?? false };
  return { ...page, templates: page.templates.map((t, i) => (i === index ? fresh : t)) };
}

/**
 * §4 deletion rules for a template of the page: the same rule the API enforces on save
 * (position 0, footer, social media, the home page's news). A block added since the last save
 * was never stored, so it can always go again.
 */
export function canDeleteTemplate(page: ContentPage, index: number, flags: { isHomePage: boolean }): boolean {
  const template = page.templates[index];
  if (!template) return false;
  if (template.isNew && template.type !== 'FOOTER' && template.type !== 'SOCIAL_MEDIA') return true;
  return canDeleteStoredTemplate(page.templates, index, { isHomePage: flags.isHomePage });
}

/** §4: an element can go only if another element of its type remains. */
export const canDeleteElement = (template: Template, element: Element): boolean =>
  template.elements.filter((e) => e.type === element.type).length > 1;

/** §4: a further element only when the selected one is valid; social media at most 8. */
export function canAddElement(template: Template, selected: Element | undefined, isSelectedValid: boolean): boolean {
  return whyNoNewElement(template, selected, isSelectedValid) === null;
}

/** How many entries a template may hold, where that is limited: social links, an event's questions. */
export function elementLimit(template: Template): { limit: number; count: number } | null {
  if (template.type === 'SOCIAL_MEDIA') return { limit: socialMediaLimit, count: template.elements.length };
  if (template.type === 'EVENT')
    return { limit: maxEventQuestions, count: template.elements.filter((e) => e.type === 'question').length };
  return null;
}

/**
 * Why no entry can be added now, said beside the disabled button (issue 34: at 8 social links
 * "Add" was disabled without a word): the social links' limit, or the open entry failing.
 */
export function whyNoNewElement(
  template: Template,
  selected: Element | undefined,
  isSelectedValid: boolean,
): 'limit' | 'invalid' | null {
  const limited = elementLimit(template);
  if (limited && limited.count >= limited.limit) return 'limit';
  return !selected || isSelectedValid ? null : 'invalid';
}

/** The first value of a collapsed element, cut at 60 characters plus an ellipsis. */
export function collapsedLabel(element: Element): string {
  const first = element.values.find((v) => v.value.trim() !== '')?.value ?? '';
  const text = first
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > collapsedLength ? `${text.slice(0, collapsedLength)}…` : text;
}

export function setValue(template: Template, elementId: string, valueId: string, value: string): Template {
  return {
    ...template,
    elements: template.elements.map((e) =>
      e.id !== elementId ? e : { ...e, values: withValue(template, e.values, valueId, value) },
    ),
  };
}

/**
 * An element's values with one changed. A different picture empties the picture's alt text: the
 * old text describes the old picture, and an empty one makes the editor ask for a new text.
 */
function withValue(template: Template, values: Element['values'], valueId: string, value: string) {
  const changed = values.find((v) => v.id === valueId);
  const field = changed && (changed.field ?? template.fields.find((f) => f.id === changed.fieldId));
  const isNewPicture = field?.type === 'PHOTO' && changed?.value !== value;
  const altField = isNewPicture ? template.fields.find((f) => f.name === altFieldName(field.name)) : undefined;
  return values.map((v) => {
    if (v.id === valueId) return { ...v, value };
    if (altField && v.fieldId === altField.id) return { ...v, value: '' };
    return v;
  });
}

/** Ids of elements with a failing value (stored form: prices with a dot). */
export function invalidElementIds(template: Template, context: FieldContext): Set<string> {
  return new Set(validateTemplateValues(template, 0, { ...context, isStoredForm: true }).map((i) => i.elementId));
}

/** Only the editable substance: what a user could change (defaults and field copies aside). */
const substance = (content: ContentPage | null) =>
  JSON.stringify(
    content && {
      name: content.name,
      templates: content.templates.map((t) => ({
        id: t.id,
        type: t.type,
        elements: t.elements.map((e) => ({ id: e.id, values: e.values.map((v) => [v.id, v.value]) })),
      })),
    },
  );

export const isContentChanged = (draft: ContentPage | null, published: ContentPage | null): boolean =>
  substance(draft) !== substance(published);

/** True when every value of every template passes §5's rules (mandatory ones filled). */
export const isContentValid = (content: ContentPage | null, context: FieldContext): boolean =>
  !content || content.templates.every((t) => invalidElementIds(t, context).size === 0);

/** Where the first failing value of the draft sits (part and template index), or null. */
export function firstInvalidTemplate<P extends string>(
  drafts: Record<P, ContentPage | null>,
  order: readonly P[],
  context: FieldContext,
): { part: P; index: number } | null {
  for (const part of order) {
    const index = drafts[part]?.templates.findIndex((t) => invalidElementIds(t, context).size > 0) ?? -1;
    if (index >= 0) return { part, index };
  }
  return null;
}

/** Fields that name an entry, best first: what a collapsed entry shows as its title. */
const titleFields = ['title', 'name', 'companyName', 'day', 'text', 'link', 'video'];

/** A collapsed entry as a person recognises it: its picture (if any) and its title. */
export function entryPreview(template: Template, element: Element): { picture: string | null; label: string } {
  const fields = new Map(template.fields.map((f) => [f.id, f]));
  const named = (name: string) => element.values.find((v) => fields.get(v.fieldId)?.name === name)?.value.trim();
  const picture = element.values.find((v) => fields.get(v.fieldId)?.type === 'PHOTO' && v.value.trim())?.value ?? null;
  const title = titleFields.map(named).find((text) => !!text);
  const label = title
    ? collapsedLabel({ ...element, values: [{ id: '', fieldId: '', value: title }] })
    : collapsedLabel(element);
  return { picture, label };
}
