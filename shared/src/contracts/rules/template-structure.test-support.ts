import type { Template, TemplateType } from '../entities';
import { templateCatalogue } from '../entities/template-catalogue';

/** A template as the catalogue builds it, one element per element type (for the rules' tests). */
export function newTemplateForTest(type: TemplateType): Template & { id: string } {
  const fields = templateCatalogue[type].map((d, i) => ({ ...d, id: `${type}-f${i}` }));
  const elementTypes = [...new Set(fields.map((f) => f.elementType ?? 'default'))];
  return {
    id: `${type}-t`,
    name: type,
    type,
    fields: fields.map(({ id, name, type: fieldType, isMandatory }) => ({ id, name, type: fieldType, isMandatory })),
    elements: elementTypes.map((elementType, e) => ({
      id: `${type}-e${e}`,
      type: elementType,
      values: fields
        .filter((f) => (f.elementType ?? 'default') === elementType)
        .map((f) => ({ id: `${f.id}-v${e}`, fieldId: f.id, value: 'x' })),
    })),
  };
}
