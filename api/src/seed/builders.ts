import { randomUUID } from 'node:crypto';
import type { TemplateType } from '@club/shared/contracts';
import { contracts, templateCatalogue } from '../lib/contracts.js';
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

/** Types whose picture shows a person named right beside it: the name is the alt, so it is decorative. */
const namedBeside = new Set<TemplateType>(['PROFILES']);
const galleries = new Set<TemplateType>(['IMAGE_LIBRARY', 'BANNER_IMAGE_LIBRARY']);

/**
 * A demo picture's alt text where its spec gives none (issue 34, item 7): a gallery's caption,
 * else the title it illustrates, else the decorative mark. A spec's own pictureAlt wins.
 */
function seedAlt(type: TemplateType, spec: ElementSpec): Text | undefined {
  if (spec.pictureAlt !== undefined || !spec.picture) return spec.pictureAlt;
  if (namedBeside.has(type)) return contracts.decorativeAlt;
  return (galleries.has(type) ? spec.text : undefined) ?? spec.title ?? contracts.decorativeAlt;
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
    elements: elements.map((given) => {
      const spec: ElementSpec = { ...given, pictureAlt: seedAlt(type, given) };
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
