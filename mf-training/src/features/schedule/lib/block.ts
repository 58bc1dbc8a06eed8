import type { Template } from '@club/shared';

/** The block's own heading: the value of its 'title' field (empty = the default heading). */
export function blockTitle(template: Pick<Template, 'fields' | 'elements'>): string {
  const field = template.fields.find((f) => f.name === 'title');
  const values = template.elements[0]?.values ?? [];
  const value = values.find((v) => v.fieldId === field?.id || v.field?.name === 'title');
  return value?.value.trim() ?? '';
}
