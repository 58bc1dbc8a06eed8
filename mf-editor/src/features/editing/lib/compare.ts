import type { ContentPage, Element, Template } from '@club/shared';

/** One value that differs between the other administrator's saved page and my draft. */
export interface Difference {
  /** Stable key for lists. */
  key: string;
  templateType: string;
  /** Position of the template on my page (or theirs when I deleted it), 0-based. */
  position: number;
  /** 1-based entry number within the template when it has several entries, else null. */
  entry: number | null;
  /** Field name ('title', 'text', …), or null for a template only one side has, or the page name. */
  field: string | null;
  /** Plain text (rich text shown as text); null when that side has no such template or entry. */
  theirs: string | null;
  mine: string | null;
}

const richTypes = new Set(['TEXT_EDITOR', 'TEXT_EDITOR_2']);
const entities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** Rich text as a reader sees it: tags dropped, blocks separated by a space, entities decoded. */
export function richToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function valueText(template: Template, element: Element, fieldId: string): string {
  const value = element.values.find((v) => v.fieldId === fieldId)?.value ?? '';
  const field = template.fields.find((f) => f.id === fieldId);
  return field && richTypes.has(field.type) ? richToText(value) : value;
}

const summary = (template: Template) =>
  template.elements
    .flatMap((e) => template.fields.map((f) => valueText(template, e, f.id)))
    .filter(Boolean)
    .join(' · ');

/**
 * Every value that differs between their saved page and my draft, in my page's order (templates
 * only they have come last). Templates are matched by id, entries by id, values by field.
 */
export function comparePages(theirs: ContentPage, mine: ContentPage): Difference[] {
  const differences: Difference[] = [];
  if (theirs.name !== mine.name) {
    differences.push({
      key: 'name',
      templateType: '',
      position: -1,
      entry: null,
      field: null,
      theirs: theirs.name,
      mine: mine.name,
    });
  }
  const theirById = new Map(theirs.templates.filter((t) => t.id).map((t) => [t.id!, t]));
  mine.templates.forEach((template, position) => {
    const their = template.id ? theirById.get(template.id) : undefined;
    if (!their) {
      differences.push({
        key: `mine-${template.id ?? position}`,
        templateType: template.type,
        position,
        entry: null,
        field: null,
        theirs: null,
        mine: summary(template),
      });
      return;
    }
    theirById.delete(template.id!);
    differences.push(...compareTemplates(their, template, position));
  });
  [...theirById.values()].forEach((template) => {
    differences.push({
      key: `theirs-${template.id}`,
      templateType: template.type,
      position: theirs.templates.indexOf(template),
      entry: null,
      field: null,
      theirs: summary(template),
      mine: null,
    });
  });
  return differences;
}

function compareTemplates(theirs: Template, mine: Template, position: number): Difference[] {
  const differences: Difference[] = [];
  const isList = Math.max(theirs.elements.length, mine.elements.length) > 1;
  const ids = [...new Set([...mine.elements.map((e) => e.id), ...theirs.elements.map((e) => e.id)])];
  ids.forEach((elementId) => {
    const myElement = mine.elements.find((e) => e.id === elementId);
    const theirElement = theirs.elements.find((e) => e.id === elementId);
    const index = myElement ? mine.elements.indexOf(myElement) : theirs.elements.indexOf(theirElement!);
    for (const field of mine.fields.length ? mine.fields : theirs.fields) {
      const theirText = theirElement ? valueText(theirs, theirElement, field.id) : null;
      const myText = myElement ? valueText(mine, myElement, field.id) : null;
      if (theirText === myText || (!theirText && !myText)) continue;
      differences.push({
        key: `${mine.id}-${elementId}-${field.id}`,
        templateType: mine.type,
        position,
        entry: isList ? index + 1 : null,
        field: field.name,
        theirs: theirText,
        mine: myText,
      });
    }
  });
  return differences;
}
