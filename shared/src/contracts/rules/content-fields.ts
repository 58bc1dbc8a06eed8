import * as v from 'valibot';
import type { FieldType, Template, TemplateType } from '../entities';
import { catalogueField, templateCatalogue } from '../entities/template-catalogue';
import { emailPattern } from './patterns';
import { isValidPhone } from './phone-number';
import { isValidVideoLink } from './video';

// The one video rule (video.ts) and phone check (phone-number.ts), re-exported for the editor's field checks.
export { isValidPhone, isValidVideoLink };

/**
 * Rules for the values of content templates (content-management.md §5): the editor's fields run
 * them while typing, and the API runs the same ones on every saved page. Messages are i18n keys
 * of the shared 'common' namespace; their English text is the spec's.
 */
export const contentFieldMessages = {
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
} as const;

/** A course's places: a whole number from 1 to 500 (more is no course a club runs). */
export const maxCoursePlaces = 500;
export const isValidPlaces = (text: string): boolean =>
  /^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= maxCoursePlaces;

/** §5 and §9 text limits; undefined = no limit (long text). */
export const textLimits: Partial<Record<FieldType, number>> = {
  H1: 60,
  H2: 100,
  TEXT: 400,
  SHORT_TEXT: 40,
  SHORT_TEXT_1: 40,
  SHORT_TEXT_2: 40,
  SHORT_TEXT_3: 40,
  TEXT_EDITOR: 400,
  TEXT_EDITOR_2: 400,
  BUTTON_TEXT: 20,
  PRICE: 100,
};
/** A ceiling for fields without a spec limit, so a crafted request cannot store megabytes. */
export const longTextCeiling = 20_000;
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
  const routes = new Set(['/', '/training', '/members', '/news']);
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

/** Values that are lists in one field: footer link columns (checked link by link) and contact lines. */
export const isLinkListField = (templateType: TemplateType, fieldName: string): boolean =>
  templateType === 'FOOTER' && fieldName === 'text';
export const isLineListField = (templateType: TemplateType, fieldName: string): boolean =>
  templateType === 'CONTACT' && (fieldName === 'text' || fieldName === 'hours');

export const isValidPrice = (value: string, language: string): boolean =>
  (language === 'en' ? /^\d+(\.\d{1,2})?$/ : /^\d+(,\d{1,2})?$/).test(value);

/** A field's character limit: the catalogue's own one, else §5's for its type, else the ceiling. */
export function fieldLimit(templateType: TemplateType, field: { name: string; type: FieldType }): number {
  return catalogueField(templateType, field.name)?.maxLength ?? textLimits[field.type] ?? longTextCeiling;
}

/** The valibot schema for one value: mandatory check, then the type's rule (empty optional values pass). */
export function fieldValueSchema(
  field: { name: string; type: FieldType; isMandatory: boolean },
  templateType: TemplateType,
  context: FieldContext,
) {
  const limit = fieldLimit(templateType, field);
  const isRich = field.type === 'TEXT_EDITOR' || field.type === 'TEXT_EDITOR_2';
  const lengthOf = isRich ? plainTextLength : (text: string) => text.length;
  const rule = (text: string): string | null => {
    if (lengthOf(text) > limit) return contentFieldMessages.tooLong;
    // Every link of a footer column follows the URL rule, as a link field would.
    if (isLinkListField(templateType, field.name))
      return parseLinkList(text).every((link) => isValidUrl(link.href, context.isKnownRoute))
        ? null
        : contentFieldMessages.invalidUrl;
    switch (field.type) {
      case 'LINK':
      case 'BUTTON_LINK':
        if (field.name === 'video') return isValidVideoLink(text) ? null : contentFieldMessages.invalidVideo;
        return isValidUrl(text, context.isKnownRoute) ? null : contentFieldMessages.invalidUrl;
      case 'PHOTO':
        return isValidPictureSource(text) ? null : contentFieldMessages.invalidUrl;
      case 'EMAIL':
        return emailPattern.test(text) ? null : contentFieldMessages.invalidEmail;
      case 'PHONE':
        return isValidPhone(text) ? null : contentFieldMessages.invalidPhone;
      case 'PRICE':
        return isValidPrice(text, context.isStoredForm ? 'en' : context.language)
          ? null
          : contentFieldMessages.invalidPrice;
      case 'NUMBER':
      case 'NUMBER_1':
        return /^\d+(\.\d+)?$/.test(text) ? null : contentFieldMessages.invalidNumber;
      case 'NUMBER_2':
        return isValidPlaces(text) ? null : contentFieldMessages.invalidPlaces;
      case 'TIME':
        return /^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? null : contentFieldMessages.invalidTime;
      case 'DATE':
      case 'DATE_1':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return contentFieldMessages.invalidDate;
        // Course dates lie ahead; every other date picker stops at today.
        return templateType === 'COURSE' || text <= context.today ? null : contentFieldMessages.dateInFuture;
      default:
        return null;
    }
  };
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
