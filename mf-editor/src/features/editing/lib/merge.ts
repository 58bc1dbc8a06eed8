import type { ContentPage, Element, Template } from '@club/shared';

/** A field both administrators changed differently since the version I started from. */
export interface MergeConflict {
  templateType: string;
  field: string | null;
}

export interface MergeResult {
  /** Their saved page with my changes applied on top (mine win where both changed a field). */
  merged: ContentPage;
  conflicts: MergeConflict[];
}

const substance = (template: Template | Element | undefined) => JSON.stringify(template ?? null);
const byId = <T extends { id: string | null }>(list: readonly T[]) => new Map(list.map((item) => [item.id, item]));
const valueOf = (element: Element | undefined, fieldId: string) =>
  element?.values.find((v) => v.fieldId === fieldId)?.value;

/** My changes to one template (relative to base) applied onto theirs, value by value. */
function mergeTemplate(base: Template, mine: Template, theirs: Template, conflicts: MergeConflict[]): Template {
  const fieldName = (fieldId: string) => mine.fields.find((f) => f.id === fieldId)?.name ?? null;
  const baseElements = byId(base.elements);
  const mineElements = byId(mine.elements);
  const elements: Element[] = [];
  for (const their of theirs.elements) {
    const baseElement = baseElements.get(their.id);
    const myElement = mineElements.get(their.id);
    if (!baseElement) {
      elements.push(their); // They added it.
      continue;
    }
    if (!myElement) {
      // I removed it: it goes unless they changed it meanwhile.
      if (substance(their) !== substance(baseElement)) {
        conflicts.push({ templateType: mine.type, field: null });
        elements.push(their);
      }
      continue;
    }
    elements.push({
      ...their,
      values: their.values.map((value) => {
        const before = valueOf(baseElement, value.fieldId);
        const mineNow = valueOf(myElement, value.fieldId);
        if (mineNow === undefined || mineNow === before) return value;
        if (value.value !== before && value.value !== mineNow)
          conflicts.push({ templateType: mine.type, field: fieldName(value.fieldId) });
        return { ...value, value: mineNow };
      }),
    });
  }
  // Entries I added go after theirs.
  elements.push(...mine.elements.filter((e) => !baseElements.has(e.id)));
  return { ...theirs, elements };
}

/**
 * "Keep mine" after a conflict: their saved version plus my edits since `base` (the version I
 * started from), merged per block, entry and field. Blocks and fields only one side changed take
 * that side's change; where both changed the same field differently it is listed as a conflict
 * and mine is taken (the dialog asks about exactly these).
 */
export function mergeOnTheirs(base: ContentPage, mine: ContentPage, theirs: ContentPage): MergeResult {
  const conflicts: MergeConflict[] = [];
  const baseTemplates = byId(base.templates);
  const mineTemplates = byId(mine.templates);
  const templates: Template[] = [];
  for (const their of theirs.templates) {
    const baseTemplate = baseTemplates.get(their.id);
    const myTemplate = mineTemplates.get(their.id);
    if (!baseTemplate) templates.push(their);
    else if (!myTemplate) {
      // I removed the block: it stays only if they changed it meanwhile.
      if (substance(their) !== substance(baseTemplate)) {
        conflicts.push({ templateType: their.type, field: null });
        templates.push(their);
      }
    } else if (substance(myTemplate) === substance(baseTemplate)) templates.push(their);
    else templates.push(mergeTemplate(baseTemplate, myTemplate, their, conflicts));
  }
  // Blocks I added keep their place relative to mine; blocks I changed that they removed come back.
  mine.templates.forEach((template, index) => {
    const isMineOnly = !template.id || !baseTemplates.has(template.id);
    const wasRemovedByThem =
      !!template.id &&
      baseTemplates.has(template.id) &&
      !templates.some((t) => t.id === template.id) &&
      substance(template) !== substance(baseTemplates.get(template.id));
    if (wasRemovedByThem) conflicts.push({ templateType: template.type, field: null });
    if (isMineOnly || wasRemovedByThem) templates.splice(Math.min(index, templates.length), 0, template);
  });
  const isRenamedByMe = mine.name !== base.name;
  if (isRenamedByMe && theirs.name !== base.name && theirs.name !== mine.name)
    conflicts.push({ templateType: '', field: 'name' });
  return {
    merged: { ...theirs, name: isRenamedByMe ? mine.name : theirs.name, templates },
    conflicts,
  };
}
