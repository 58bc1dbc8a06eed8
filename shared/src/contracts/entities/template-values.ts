import type { ContentPage, Element, Template, TemplateType } from './content';

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
