import { randomUUID } from 'node:crypto';
import type { TemplateType } from '@club/shared/contracts';
import { templateCatalogue } from '../lib/contracts.js';
import type { Localized, StoredElement, StoredField } from '../db/schema.js';

/** A text in both languages, or one text used for both (URLs, names, numbers). */
export type Text = string | Localized;
export const toLocalized = (text: Text): Localized => (typeof text === 'string' ? { de: text, en: text } : text);
export const t = (de: string, en: string): Localized => ({ de, en });

export type ElementSpec = { $type?: string } & Record<string, Text | undefined>;

export interface TemplateSpec {
  name: string;
  type: TemplateType;
  fields: StoredField[];
  elements: StoredElement[];
  metadata?: Record<string, unknown>;
}

/** A template of the catalogue's fields, one element per spec (values by field name). */
export function template(type: TemplateType, elements: ElementSpec[], name: string = type): TemplateSpec {
  const definitions = templateCatalogue[type];
  const fields = definitions.map((d) => ({
    id: randomUUID(),
    name: d.name,
    type: d.type,
    isMandatory: d.isMandatory,
    elementType: d.elementType ?? 'default',
  }));
  return {
    name,
    type,
    fields: fields.map(({ elementType: _e, ...field }) => field),
    elements: elements.map((spec) => {
      const elementType = spec.$type ?? 'default';
      return {
        id: randomUUID(),
        type: elementType,
        values: fields
          .filter((f) => f.elementType === elementType)
          .map((f) => ({ id: randomUUID(), fieldId: f.id, value: toLocalized(spec[f.name] ?? '') })),
      };
    }),
  };
}

export interface PageSpec {
  name: Text;
  templates: TemplateSpec[];
  /** Path of the menu the page belongs to (its sub-navigation); default: the menu that holds it. */
  menuPath?: string;
}

export interface MenuSpec {
  path: string;
  name: Text;
  icon?: { name: string; type: string };
  page?: PageSpec;
  /** Points at another menu's page (e.g. the sub-page menu reuses its page). */
  contentOf?: string;
  children?: MenuSpec[];
}

export const paragraphs = (...texts: string[]): string =>
  JSON.stringify({ blocks: texts.map((text) => ({ type: 'paragraph', data: { text } })) });
