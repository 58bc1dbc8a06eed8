import * as v from 'valibot';
import type { FieldType, Template, TemplateType } from '../entities';
import { templateCatalogue } from '../entities/template-catalogue';
import { fieldKindOf, type FieldRule } from './field-kinds';
import { emailPattern } from './patterns';
import { isValidPhone } from './phone-number';
import { isValidVideoLink } from './video';
import { missingAltFields } from './accessibility';

// The one video rule (video.ts) and phone check (phone-number.ts), re-exported for the editor's field checks.
export { isValidPhone, isValidVideoLink };

/**
 * Rules for the values of content templates (content-management.md §5): the editor's fields run
 * them while typing, and the API runs the same ones on every saved page. Messages are i18n keys
 * of the shared 'common' namespace; their English text is the spec's.
 */
const contentFieldMessages = {
  mandatory: 'validation.mandatory',
  invalidUrl: 'validation.invalidUrl',
  invalidVideo: 'validation.invalidVideo',
  invalidPhone: 'validation.invalidPhone',
  invalidEmail: 'validation.invalidEmail',
  invalidPrice: 'validation.invalidPrice',
  invalidNumber: 'validation.invalidNumber',
  invalidPlaces: 'validation.invalidPlaces',
  invalidDate: 'validation.invalidDate',
  /** The rule's own words ('must not be after today'), not a vague 'enter a valid date'. */
  dateInFuture: 'validation.dateInFuture',
  invalidTime: 'validation.invalidTime',
  tooLong: 'validation.tooLong',
  unsafeHtml: 'validation.unsafeHtml',
  /** A set picture without alt text or the decorative mark (accessibility.ts). */
  altMissing: 'validation.altMissing',
} as const;

/** A course's places: a whole number from 1 to 500 (more is no course a club runs). */
export const maxCoursePlaces = 500;
const isValidPlaces = (text: string): boolean =>
  /^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= maxCoursePlaces;

/** A ceiling for fields without a spec limit, so a crafted request cannot store megabytes. */
const longTextCeiling = 20_000;
/** §5: page or section names in the create flow. */
export const pageNameLimit = 20;

const externalUrlPattern = /^(https?:\/\/|www\.)[^\s/$.?#][^\s]*$/i;

/** Visible characters of rich text (tags and entities count as what they show). */
export function plainTextLength(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&(nbsp|amp|lt|gt|quot|#39|#x27);/g, ' ').length;
}

/** Values the API never sends to browsers (the catalogue's write-only fields): empty = keep stored. */
export const writeOnlyFields: Partial<Record<TemplateType, string[]>> = Object.fromEntries(
  Object.entries(templateCatalogue)
    .map(([type, definitions]) => [type, definitions.filter((d) => d.isWriteOnly).map((d) => d.name)] as const)
    .filter(([, names]) => names.length > 0),
);

export interface FieldContext {
  /** True when an internal path ('/sports/football') names a page or app route of the site. */
  isKnownRoute: (path: string) => boolean;
  /** 'en' takes a dot as decimal separator, any other language a comma. */
  language: string;
  /** Today as 'YYYY-MM-DD' (date pickers allow nothing later). */
  today: string;
  /**
   * Stored prices use a dot whatever the language (the API checks those); the editor's input
   * shows and checks the language's own separator and converts on save.
   */
  isStoredForm?: boolean;
}

/** Known internal routes: '/', the app routes and every menu path without its first segment. */
export function knownRouteCheck(menuPaths: string[]): (path: string) => boolean {
  const routes = new Set(['/', '/training', '/members', '/news', '/events']);
  for (const path of menuPaths) {
    const route = path.replace(/^\/[^/]+/, '');
    if (route.startsWith('/')) routes.add(route);
  }
  return (path) => {
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return routes.has(clean) || /^\/(news|training|members)\//.test(clean);
  };
}

export const isValidUrl = (value: string, isKnownRoute: (path: string) => boolean): boolean =>
  externalUrlPattern.test(value) || (value.startsWith('/') && isKnownRoute(value.split(/[?#]/)[0] ?? value));

/** Pictures this site stores (uploads and the demo library), under any API prefix; no '..'. */
const sameSitePicturePattern = /^(\/[\w-]+)*\/multimedia-service\/(media|files)\/[\w.%/-]+$/;

/** PHOTO values: an http(s) address or one of the site's own picture paths, nothing else. */
export const isValidPictureSource = (value: string): boolean =>
  /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) ||
  (sameSitePicturePattern.test(value) && !value.split('/').includes('..'));

/** Icons a contact item can show (mf-content's ContactIcon draws these). */
export const contactIcons = ['location', 'phone', 'email', 'clock'] as const;

/** Footer link columns are stored as 'Name|/url;Name|https://…' (one value, no hidden rules). */
export interface ListedLink {
  name: string;
  href: string;
}
export const parseLinkList = (text: string): ListedLink[] =>
  text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name = '', href = ''] = entry.split('|').map((part) => part.trim());
      return { name: name || href, href: href || name };
    });
export const formatLinkList = (links: readonly ListedLink[]): string =>
  links.map((link) => `${link.name.replace(/[|;]/g, ' ').trim()}|${link.href.trim()}`).join(';');

/** Contact lines and opening hours are stored as 'line;line'. */
export const parseLines = (text: string): string[] =>
  text
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
export const formatLines = (lines: readonly string[]): string =>
  lines.map((line) => line.replace(/;/g, ',').trim()).join(';');

export const isValidPrice = (value: string, language: string): boolean =>
  (language === 'en' ? /^\d+(\.\d{1,2})?$/ : /^\d+(,\d{1,2})?$/).test(value);

const isValidDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Each rule of field-kinds.ts: the message key of a failing non-empty value, or null. */
const fieldRules: Record<FieldRule, (text: string, context: FieldContext) => string | null> = {
  none: () => null,
  url: (text, context) => (isValidUrl(text, context.isKnownRoute) ? null : contentFieldMessages.invalidUrl),
  video: (text) => (isValidVideoLink(text) ? null : contentFieldMessages.invalidVideo),
  picture: (text) => (isValidPictureSource(text) ? null : contentFieldMessages.invalidUrl),
  email: (text) => (emailPattern.test(text) ? null : contentFieldMessages.invalidEmail),
  phone: (text) => (isValidPhone(text) ? null : contentFieldMessages.invalidPhone),
  price: (text, context) =>
    isValidPrice(text, context.isStoredForm ? 'en' : context.language) ? null : contentFieldMessages.invalidPrice,
  number: (text) => (/^\d+(\.\d+)?$/.test(text) ? null : contentFieldMessages.invalidNumber),
  places: (text) => (isValidPlaces(text) ? null : contentFieldMessages.invalidPlaces),
  time: (text) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? null : contentFieldMessages.invalidTime),
  // Date pickers stop at today; a course's dates (anyDate) lie ahead.
  pastDate: (text, context) =>
    !isValidDate(text)
      ? contentFieldMessages.invalidDate
      : text <= context.today
        ? null
        : contentFieldMessages.dateInFuture,
  anyDate: (text) => (isValidDate(text) ? null : contentFieldMessages.invalidDate),
  // Every link of a footer column follows the URL rule, as a link field would.
  linkList: (text, context) =>
    parseLinkList(text).every((link) => isValidUrl(link.href, context.isKnownRoute))
      ? null
      : contentFieldMessages.invalidUrl,
};

/** The valibot schema for one value: mandatory check, then the type's rule (empty optional values pass). */
function fieldValueSchema(
  field: { name: string; type: FieldType; isMandatory: boolean },
  templateType: TemplateType,
  context: FieldContext,
) {
  const kind = fieldKindOf(templateType, field);
  const limit = kind.limit ?? longTextCeiling;
  const lengthOf = kind.widget === 'richText' ? plainTextLength : (text: string) => text.length;
  const check = fieldRules[kind.rule];
  const rule = (text: string): string | null =>
    lengthOf(text) > limit ? contentFieldMessages.tooLong : check(text, context);
  return v.pipe(
    v.string(),
    v.check((text) => !field.isMandatory || text.trim() !== '', contentFieldMessages.mandatory),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.trim() === '') return;
      const message = rule(dataset.value.trim());
      if (message) addIssue({ message });
    }),
  );
}

/** The first message key for a value, or null when it passes. */
export function validateFieldValue(
  field: { name: string; type: FieldType; isMandatory: boolean },
  templateType: TemplateType,
  value: string,
  context: FieldContext,
): string | null {
  const result = v.safeParse(fieldValueSchema(field, templateType, context), value);
  return result.success ? null : (result.issues[0]?.message ?? contentFieldMessages.mandatory);
}

export interface TemplateValueIssue {
  templateIndex: number;
  elementId: string;
  fieldName: string;
  message: string;
}

/** Every failing value of a template (the API refuses a save with any; the editor marks them). */
export function validateTemplateValues(
  template: Pick<Template, 'type' | 'fields' | 'elements'>,
  templateIndex: number,
  context: FieldContext,
): TemplateValueIssue[] {
  const fields = new Map(template.fields.map((field) => [field.id, field]));
  const hidden = new Set(writeOnlyFields[template.type] ?? []);
  const issues: TemplateValueIssue[] = [];
  for (const element of template.elements) {
    for (const value of element.values) {
      const field = fields.get(value.fieldId);
      if (!field || (hidden.has(field.name) && value.value === '')) continue;
      const message = validateFieldValue(field, template.type, value.value, context);
      if (message) issues.push({ templateIndex, elementId: element.id, fieldName: field.name, message });
    }
    // A mandatory field without any value in the element is as empty as one with ''.
    const present = new Set(element.values.map((value) => fields.get(value.fieldId)?.name));
    for (const definition of templateCatalogue[template.type] ?? []) {
      const isOfElement = (definition.elementType ?? 'default') === (element.type || 'default');
      if (isOfElement && definition.isMandatory && !present.has(definition.name))
        issues.push({
          templateIndex,
          elementId: element.id,
          fieldName: definition.name,
          message: contentFieldMessages.mandatory,
        });
    }
    for (const fieldName of missingAltFields(template, element))
      issues.push({ templateIndex, elementId: element.id, fieldName, message: contentFieldMessages.altMissing });
  }
  return issues;
}

/**
 * §5: page names become URL segments: accents stripped, spaces to underscores, '/' to '_and_',
 * other symbols removed, lower-cased.
 */
export function pageNameToSegment(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .trim()
    .replace(/\//g, '_and_')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .toLowerCase();
}
