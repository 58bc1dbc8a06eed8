import { valuesOf, type Template } from '@club/shared/contracts';

/** The block's own heading: the value of its 'title' field (empty = the default heading). */
export function blockTitle(template: Pick<Template, 'fields' | 'elements'>): string {
  const element = template.elements[0];
  return element ? (valuesOf('TRAINING_SCHEDULE', template, element).title ?? '').trim() : '';
}
