import type { Element, Template } from '@club/shared';

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
