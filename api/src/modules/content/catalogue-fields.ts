import { createHash } from 'node:crypto';
import type { TemplateType } from '@club/shared/contracts';
import type { StoredElement, StoredField } from '../../db/schema.js';
import { templateCatalogue } from '../../lib/contracts.js';

/**
 * A stable uuid-shaped id for a field (or its value) the catalogue gained after the template was
 * saved: the same on every read, so the value the editor fills and the save that stores it meet.
 */
export function addedId(templateId: string, key: string): string {
  const hash = createHash('sha1').update(`${templateId}/${key}`).digest('hex');
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

/**
 * A template saved under an older catalogue, completed with today's fields (empty values): a
 * course made before the places or category fields existed offers them in the editor, and a
 * mandatory one must be filled before the next save.
 */
export function withCatalogueFields(
  type: TemplateType,
  templateId: string,
  fields: StoredField[],
  elements: StoredElement[],
): { fields: StoredField[]; elements: StoredElement[] } {
  const names = new Set(fields.map((f) => f.name));
  const missing = (templateCatalogue[type] ?? []).filter((definition) => !names.has(definition.name));
  if (missing.length === 0) return { fields, elements };
  const added = missing.map((definition) => ({
    field: {
      id: addedId(templateId, `field/${definition.name}`),
      name: definition.name,
      type: definition.type,
      isMandatory: definition.isMandatory,
    },
    elementType: definition.elementType ?? 'default',
  }));
  return {
    fields: [...fields, ...added.map((a) => a.field)],
    elements: elements.map((element) => ({
      ...element,
      values: [
        ...element.values,
        ...added
          .filter((a) => a.elementType === (element.type || 'default'))
          .map((a) => ({
            id: addedId(templateId, `${element.id}/${a.field.name}`),
            fieldId: a.field.id,
            value: { de: '', en: '' },
          })),
      ],
    })),
  };
}
