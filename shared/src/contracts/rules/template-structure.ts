import type { Template, TemplateType } from '../entities';
import { catalogueElementTypes, catalogueField } from '../entities/template-catalogue';

// The server's template catalogue decides what a template is (content-management.md §3) and §4's
// deletion rules decide what may go. The API refuses saves that break either; the editor offers
// exactly the deletions these rules allow, so both read the same functions.

/** Why a template does not match the catalogue; the API turns each kind into an error code. */
export type CatalogueIssue =
  | { kind: 'unknownField'; templateType: TemplateType; fieldName: string }
  | { kind: 'duplicateField'; templateType: TemplateType; fieldName: string }
  | {
      kind: 'fieldTypeChanged';
      templateType: TemplateType;
      fieldName: string;
      expected: string;
      sent: string;
    }
  | { kind: 'mandatoryChanged'; templateType: TemplateType; fieldName: string; expected: boolean }
  | { kind: 'unknownElementType'; templateType: TemplateType; elementType: string }
  | { kind: 'unknownValueField'; templateType: TemplateType; elementType: string };

/**
 * Every way a template's field definitions and elements differ from the catalogue: fields the
 * catalogue does not know, a changed type or mandatory flag, element types it does not have,
 * values that name no field of their element type.
 */
export function catalogueIssues(template: Pick<Template, 'type' | 'fields' | 'elements'>): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  const templateType = template.type;
  const seen = new Set<string>();
  for (const field of template.fields) {
    const definition = catalogueField(templateType, field.name);
    if (!definition) {
      issues.push({ kind: 'unknownField', templateType, fieldName: field.name });
      continue;
    }
    if (seen.has(field.name)) issues.push({ kind: 'duplicateField', templateType, fieldName: field.name });
    seen.add(field.name);
    if (definition.type !== field.type)
      issues.push({
        kind: 'fieldTypeChanged',
        templateType,
        fieldName: field.name,
        expected: definition.type,
        sent: field.type,
      });
    else if (definition.isMandatory !== field.isMandatory)
      issues.push({ kind: 'mandatoryChanged', templateType, fieldName: field.name, expected: definition.isMandatory });
  }
  const fieldNames = new Map(template.fields.map((field) => [field.id, field.name]));
  const elementTypes = new Set(catalogueElementTypes(templateType));
  for (const element of template.elements) {
    const elementType = element.type || 'default';
    if (!elementTypes.has(elementType)) {
      issues.push({ kind: 'unknownElementType', templateType, elementType });
      continue;
    }
    const isOfElement = (value: { fieldId: string }) => {
      const name = fieldNames.get(value.fieldId);
      const definition = name === undefined ? undefined : catalogueField(templateType, name);
      return !!definition && (definition.elementType ?? 'default') === elementType;
    };
    if (!element.values.every(isOfElement)) issues.push({ kind: 'unknownValueField', templateType, elementType });
  }
  return issues;
}

/** Template types never removed from a page: the footer and social media (§4). */
export const undeletableTemplateTypes: readonly TemplateType[] = ['FOOTER', 'SOCIAL_MEDIA'];
/** Mandatory templates: the home page's news (GRID, "all mandatory" in §3). Elsewhere GRID can go. */
export const homeMandatoryTemplateTypes: readonly TemplateType[] = ['GRID'];

export interface PageKind {
  isHomePage: boolean;
}

/** §4: position 0, the footer, social media and the home page's mandatory templates stay. */
export function canDeleteTemplate(
  templates: ReadonlyArray<Pick<Template, 'type'>>,
  index: number,
  page: PageKind,
): boolean {
  const template = templates[index];
  if (!template || index === 0) return false;
  if (undeletableTemplateTypes.includes(template.type)) return false;
  return !(page.isHomePage && homeMandatoryTemplateTypes.includes(template.type));
}

/** What a save removed that §4 keeps; the API refuses the save naming it. */
export type DeletionIssue =
  | { kind: 'firstTemplate'; templateType: TemplateType }
  | { kind: 'undeletableTemplate'; templateType: TemplateType }
  | { kind: 'lastElement'; templateType: TemplateType; elementType: string };

type Stored = { id: string | null; type: TemplateType; elements: ReadonlyArray<{ type: string }> };

/**
 * Compares the stored templates with the saved ones: a removed first template, a removed
 * undeletable or mandatory one, or a kept template that lost the last element of a type.
 */
export function deletionIssues(previous: readonly Stored[], next: readonly Stored[], page: PageKind): DeletionIssue[] {
  const nextById = new Map(next.filter((t) => t.id).map((t) => [t.id, t]));
  const issues: DeletionIssue[] = [];
  previous.forEach((template, index) => {
    const found = template.id ? nextById.get(template.id) : undefined;
    // A template whose type changed under the same id is gone as much as a removed one.
    const kept = found?.type === template.type ? found : undefined;
    if (!kept) {
      if (!canDeleteTemplate(previous, index, page))
        issues.push({
          kind: index === 0 ? 'firstTemplate' : 'undeletableTemplate',
          templateType: template.type,
        });
      return;
    }
    const had = new Set(template.elements.map((e) => e.type || 'default'));
    const has = new Set(kept.elements.map((e) => e.type || 'default'));
    for (const elementType of had)
      if (!has.has(elementType)) issues.push({ kind: 'lastElement', templateType: template.type, elementType });
  });
  return issues;
}

/** A block a save moved that stays in place (issue 34: moving blocks); the API refuses the save naming it. */
export interface MoveIssue {
  kind: 'movedTemplate';
  templateType: TemplateType;
  isFirst: boolean;
}

/**
 * The editor's moving rule, checked again on the server (issue 34): the first block stays first
 * (nothing is added or moved above it), and a protected block (footer, social media, the home
 * page's news) keeps the same blocks above it (no block moves past it). Blocks the save adds or
 * removes do not count; removing is deletionIssues' to judge.
 */
export function moveIssues(previous: readonly Stored[], next: readonly Stored[], page: PageKind): MoveIssue[] {
  const previousIds = new Set(previous.map((t) => t.id).filter(Boolean));
  const nextIds = new Set(next.map((t) => t.id).filter(Boolean));
  // The blocks present before and after the save, in the stored order and in the saved order.
  const keptBefore = previous.filter((t) => t.id && nextIds.has(t.id)).map((t) => t.id);
  const keptAfter = next.filter((t) => t.id && previousIds.has(t.id)).map((t) => t.id);
  const issues: MoveIssue[] = [];
  previous.forEach((template, index) => {
    if (canDeleteTemplate(previous, index, page) || !template.id || !nextIds.has(template.id)) return;
    const isFirst = index === 0;
    const before = keptBefore.indexOf(template.id);
    const after = keptAfter.indexOf(template.id);
    const above = new Set(keptBefore.slice(0, before));
    const stays = isFirst
      ? next[0]?.id === template.id
      : before === after && keptAfter.slice(0, after).every((id) => above.has(id));
    if (!stays) issues.push({ kind: 'movedTemplate', templateType: template.type, isFirst });
  });
  return issues;
}
