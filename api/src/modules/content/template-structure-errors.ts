import type { CatalogueIssue, DeletionIssue, MoveIssue } from '@club/shared/contracts';
import { HttpError } from '../../lib/http-error.js';

// The catalogue's and §4's refusals as errors: one code per kind, English here, German and
// English in api/src/locales/{de,en}/editor.json with the same placeholders.

export function catalogueError(issue: CatalogueIssue, position: number): HttpError {
  const base = { type: issue.templateType, position };
  switch (issue.kind) {
    case 'unknownField':
    case 'duplicateField':
      return new HttpError(
        400,
        'TEMPLATE_FIELD_UNKNOWN',
        `Block ${position} (${issue.templateType}) has no field '${issue.fieldName}' or names it twice. Reload the page and try again.`,
        undefined,
        { ...base, field: issue.fieldName },
      );
    case 'fieldTypeChanged':
      return new HttpError(
        400,
        'TEMPLATE_FIELD_CHANGED',
        `The field '${issue.fieldName}' of block ${position} (${issue.templateType}) is a ${issue.expected} field on this site, not ${issue.sent}. Reload the page and try again.`,
        undefined,
        { ...base, field: issue.fieldName, expected: issue.expected, sent: issue.sent },
      );
    case 'mandatoryChanged':
      return new HttpError(
        400,
        issue.expected ? 'TEMPLATE_FIELD_MANDATORY' : 'TEMPLATE_FIELD_OPTIONAL',
        issue.expected
          ? `The field '${issue.fieldName}' of block ${position} (${issue.templateType}) is mandatory on this site.`
          : `The field '${issue.fieldName}' of block ${position} (${issue.templateType}) is optional on this site.`,
        undefined,
        { ...base, field: issue.fieldName },
      );
    case 'unknownElementType':
    case 'unknownValueField':
      return new HttpError(
        400,
        'TEMPLATE_ELEMENT_UNKNOWN',
        `Block ${position} (${issue.templateType}) holds an entry of kind '${issue.elementType}' or a value this kind of block does not have. Reload the page and try again.`,
        undefined,
        { ...base, elementType: issue.elementType },
      );
  }
}

export function deletionError(issue: DeletionIssue): HttpError {
  switch (issue.kind) {
    case 'firstTemplate':
      return new HttpError(
        400,
        'FIRST_TEMPLATE_REQUIRED',
        `The first block of a page (${issue.templateType}) cannot be removed.`,
        undefined,
        { type: issue.templateType },
      );
    case 'undeletableTemplate':
      return new HttpError(
        400,
        'TEMPLATE_NOT_DELETABLE',
        `The ${issue.templateType} block cannot be removed: the footer, social media and the home page's news always stay.`,
        undefined,
        { type: issue.templateType },
      );
    case 'lastElement':
      return new HttpError(
        400,
        'LAST_ELEMENT_REQUIRED',
        `The ${issue.templateType} block needs at least one entry of kind '${issue.elementType}'.`,
        undefined,
        { type: issue.templateType, elementType: issue.elementType },
      );
  }
}

export function moveError(issue: MoveIssue): HttpError {
  return new HttpError(
    400,
    issue.isFirst ? 'FIRST_TEMPLATE_NOT_MOVABLE' : 'TEMPLATE_NOT_MOVABLE',
    issue.isFirst
      ? `The first block of a page (${issue.templateType}) stays at the top: no block can be moved or added above it.`
      : `The ${issue.templateType} block stays in its place: no block can be moved past the footer, social media or the home page's news.`,
    undefined,
    { type: issue.templateType },
  );
}
