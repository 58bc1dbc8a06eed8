import type { ContentPage, Element, Template } from '@club/shared';
import { richToText } from './compare';

/** A field both administrators changed differently since the version I started from. */
export interface MergeConflict {
  templateType: string;
  field: string | null;
  /**
   * For a value both changed (and the page name): which one it is, and both versions as text,
   * so the dialog can ask which to keep. Absent where a block or entry was removed on one side
   * and changed on the other: theirs is kept there, as nothing of mine would be lost by it.
   */
  choice?: { key: string; entry: number | null; mine: string; theirs: string };
}

/** Per conflicting value (by its key): whose version to keep. Unlisted values keep mine. */
export type MergeChoices = Record<string, 'mine' | 'theirs'>;

export interface MergeResult {
  /** Their saved page with my changes applied on top (mine win where both changed a field). */
  merged: ContentPage;
  conflicts: MergeConflict[];
}

const richTypes = new Set(['TEXT_EDITOR', 'TEXT_EDITOR_2']);

const substance = (template: Template | Element | undefined) => JSON.stringify(template ?? null);
const byId = <T extends { id: string | null }>(list: readonly T[]) => new Map(list.map((item) => [item.id, item]));
const valueOf = (element: Element | undefined, fieldId: string) =>
  element?.values.find((v) => v.fieldId === fieldId)?.value;

/** My changes to one template (relative to base) applied onto theirs, value by value. */
function mergeTemplate(
  base: Template,
  mine: Template,
  theirs: Template,
  conflicts: MergeConflict[],
  choices: MergeChoices,
): Template {
  const fieldOf = (fieldId: string) => mine.fields.find((f) => f.id === fieldId);
  const asText = (fieldId: string, value: string) =>
    richTypes.has(fieldOf(fieldId)?.type ?? '') ? richToText(value) : value;
  const baseElements = byId(base.elements);
  const mineElements = byId(mine.elements);
  const elements: Element[] = [];
  theirs.elements.forEach((their, index) => {
    const baseElement = baseElements.get(their.id);
    const myElement = mineElements.get(their.id);
    if (!baseElement) {
      elements.push(their); // They added it.
      return;
    }
    if (!myElement) {
      // I removed it: it goes unless they changed it meanwhile.
      if (substance(their) !== substance(baseElement)) {
        conflicts.push({ templateType: mine.type, field: null });
        elements.push(their);
      }
      return;
    }
    elements.push({
      ...their,
      values: their.values.map((value) => {
        const before = valueOf(baseElement, value.fieldId);
        const mineNow = valueOf(myElement, value.fieldId);
        if (mineNow === undefined || mineNow === before) return value;
        if (value.value === before || value.value === mineNow) return { ...value, value: mineNow };
        const key = `${theirs.id}/${their.id}/${value.fieldId}`;
        conflicts.push({
          templateType: mine.type,
          field: fieldOf(value.fieldId)?.name ?? null,
          choice: {
            key,
            entry: theirs.elements.length > 1 ? index + 1 : null,
            mine: asText(value.fieldId, mineNow),
            theirs: asText(value.fieldId, value.value),
          },
        });
        return choices[key] === 'theirs' ? value : { ...value, value: mineNow };
      }),
    });
  });
  // Entries I added go after theirs.
  elements.push(...mine.elements.filter((e) => !baseElements.has(e.id)));
  return { ...theirs, elements };
}

/**
 * "Keep mine" after a conflict: their saved version plus my edits since `base` (the version I
 * started from), merged per block, entry and field. Blocks and fields only one side changed take
 * that side's change; where both changed the same field differently it is listed as a conflict
 * and `choices` decides (the dialog asks about exactly these; mine when not chosen).
 */
export function mergeOnTheirs(
  base: ContentPage,
  mine: ContentPage,
  theirs: ContentPage,
  choices: MergeChoices = {},
): MergeResult {
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
    else templates.push(mergeTemplate(baseTemplate, myTemplate, their, conflicts, choices));
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
  const isNameConflict = isRenamedByMe && theirs.name !== base.name && theirs.name !== mine.name;
  if (isNameConflict)
    conflicts.push({
      templateType: '',
      field: 'name',
      choice: { key: 'name', entry: null, mine: mine.name, theirs: theirs.name },
    });
  const keepsMyName = isRenamedByMe && !(isNameConflict && choices.name === 'theirs');
  return {
    merged: { ...theirs, name: keepsMyName ? mine.name : theirs.name, templates },
    conflicts,
  };
}
