import type { ContentPage, Element, Template, TemplateType } from '@club/shared';

/** An element's values keyed by their field's name (picture, title, link, ...). */
export function valuesOf(template: Template, element: Element): Record<string, string> {
  const names = new Map(template.fields.map((field) => [field.id, field.name]));
  const values: Record<string, string> = {};
  for (const value of element.values) {
    const name = value.field?.name ?? names.get(value.fieldId);
    if (name) values[name] = value.value ?? '';
  }
  return values;
}

export function templateOf(content: ContentPage | null, type: TemplateType): Template | null {
  return content?.templates.find((template) => template.type === type) ?? null;
}
