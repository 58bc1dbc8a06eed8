import type { ContentPage, Element, Template, TemplateType } from './content';
import type { FieldName } from './template-catalogue';

// The one way to read a template's values (blocks, layout, editor, seed): by field name, never
// by position. A value names its field by id; an embedded `field` (some API answers) is the
// fallback when the id is not among the template's fields.

/**
 * A template's values by field name: value.fieldId -> template.fields[].id -> name.
 * Blocks read 'title', 'picture', ... this way, never by position.
 */
export function valuesByName(
  template: Pick<Template, 'fields'>,
  element: Pick<Element, 'values'>,
): Record<string, string> {
  const names = new Map(template.fields.map((field) => [field.id, field.name]));
  const result: Record<string, string> = {};
  for (const value of element.values) {
    const name = names.get(value.fieldId) ?? value.field?.name;
    if (name) result[name] = value.value ?? '';
  }
  return result;
}

/** Every element of one type ('default' unless given), each as its values by field name. */
export function elementValues(
  template: Pick<Template, 'fields' | 'elements'>,
  type = 'default',
): Array<{ id: string; values: Record<string, string> }> {
  return template.elements
    .filter((element) => (element.type || 'default') === type)
    .map((element) => ({ id: element.id, values: valuesByName(template, element) }));
}

/** The first template of a type on a page (FOOTER, SOCIAL_MEDIA...), or null. */
export function templateOf(content: ContentPage | null, type: TemplateType): Template | null {
  return content?.templates.find((template) => template.type === type) ?? null;
}

/**
 * A block's values, typed by its template type's catalogue: `values.titel` does not compile.
 * A value the page does not hold reads as undefined.
 */
export type BlockValues<T extends TemplateType> = Partial<Record<FieldName<T>, string>>;

/** One element's values by field name, typed by the template type (see valuesByName). */
export function valuesOf<T extends TemplateType>(
  _type: T,
  template: Pick<Template, 'fields'>,
  element: Pick<Element, 'values'>,
): BlockValues<T> {
  return valuesByName(template, element) as BlockValues<T>;
}

/** Every element of one element type, each with its values typed by the template type. */
export function elementsOf<T extends TemplateType>(
  _type: T,
  template: Pick<Template, 'fields' | 'elements'>,
  elementType = 'default',
): Array<{ id: string; values: BlockValues<T> }> {
  return elementValues(template, elementType) as Array<{ id: string; values: BlockValues<T> }>;
}
