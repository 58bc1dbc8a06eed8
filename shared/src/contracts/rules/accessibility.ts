import type { Template } from '../entities';
import { catalogueField } from '../entities/template-catalogue';

// Accessibility in the editor's hands (issue 34, item 7; BFSG). One rule blocks a save: a
// picture needs an alt text or the explicit "decorative" mark. Two only hint: heading levels
// that skip one, and link texts that say nothing out of context ("hier", "mehr"). The editor
// shows all three; the API refuses the first (content-fields.ts runs it with the other rules).

/** The stored alt value of a decorative picture: the HTML convention, an empty alt. */
export const decorativeAlt = '""';

/** The alt field that belongs to a picture field: 'picture' -> 'pictureAlt'. */
export const altFieldName = (pictureFieldName: string): string => `${pictureFieldName}Alt`;

/** What an `<img>` gets as alt for a stored alt value (the decorative mark becomes ''). */
export const altTextOf = (stored: string | undefined): string =>
  !stored || stored.trim() === decorativeAlt ? '' : stored.trim();

export const isDecorativeAlt = (stored: string | undefined): boolean => stored?.trim() === decorativeAlt;

type TemplateLike = Pick<Template, 'type' | 'fields' | 'elements'>;

/**
 * The alt fields (by name) of an element whose picture is set but whose alt field is empty. A
 * template type without an alt field in the catalogue (the footer's logo: its alt is the club's
 * name) has none; a missing alt value counts as empty.
 */
export function missingAltFields(template: TemplateLike, element: TemplateLike['elements'][number]): string[] {
  const names = new Map(template.fields.map((field) => [field.id, field]));
  const byName = new Map<string, string>();
  for (const value of element.values) {
    const field = names.get(value.fieldId);
    if (field) byName.set(field.name, value.value);
  }
  const missing: string[] = [];
  for (const field of template.fields) {
    if (field.type !== 'PHOTO' || !(byName.get(field.name) ?? '').trim()) continue;
    const alt = altFieldName(field.name);
    if (!catalogueField(template.type, alt)) continue;
    if (!(byName.get(alt) ?? '').trim()) missing.push(alt);
  }
  return missing;
}

/** A hint: shown by the editor in its language, never a reason to refuse a save. */
export type AccessibilityHint =
  | { kind: 'headingSkipped'; templateIndex: number; text: string; level: number; previous: number }
  | { kind: 'vagueLink'; templateIndex: number; text: string };

/** Link texts that say nothing without their surroundings (normalised: lower case, no punctuation). */
const vagueLinkTexts: readonly string[] = [
  'hier',
  'hier klicken',
  'klicken sie hier',
  'bitte hier klicken',
  'mehr',
  'mehr lesen',
  'weiter',
  'weiterlesen',
  'link',
  'here',
  'click here',
  'more',
  'read more',
];

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,:;!?…»«"'„“()[\]>→-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const isVagueLinkText = (text: string): boolean => vagueLinkTexts.includes(normalised(text));

/**
 * The heading levels the site's blocks render for their title fields (mf-content's blocks): a
 * carousel's first slide is the page's h1, a grey banner's title an h2, an accordion's items h3.
 * They set the level a text's own headings follow; only the texts' headings (h2-h4 in rich text,
 * the editor's own choice) get a hint, since a block's level is not the editor's to change.
 */
const blockTitleLevels: Partial<Record<string, Record<string, (elementIndex: number) => number>>> = {
  CARROUSEL: { title: (index) => (index === 0 ? 1 : 2) },
  COMMON_BANNER: { title: () => 1 },
  GREY_BANNER: { title: () => 2 },
  PARALLAX: { title: () => 2 },
  GRID: { title: () => 2 },
  FULL_GRID: { title: () => 2 },
  ACCORDION: { title: () => 3 },
  PROFILES: { name: () => 3 },
};
/** Blocks with a heading of their own words (sponsors, gallery years, Instagram). */
const blockOwnHeadings: Partial<Record<string, number>> = { MARQUESINA: 2, IMAGE_LIBRARY: 2, INSTAGRAM: 2 };
/** Link texts of blocks: a button or link text whose link field is filled. */
const linkTextFields: Record<string, string> = { linkText: 'link', textButton: 'linkButton' };

interface Heading {
  level: number;
  text: string;
  isFromText: boolean;
}

/** A template's headings and link texts in the order a visitor meets them. */
function readTemplate(template: TemplateLike) {
  const fields = new Map(template.fields.map((field) => [field.id, field]));
  const own = blockOwnHeadings[template.type];
  const headings: Heading[] = own ? [{ level: own, text: '', isFromText: false }] : [];
  const links: string[] = [];
  template.elements.forEach((element, elementIndex) => {
    const byName = new Map<string, string>();
    for (const value of element.values) {
      const field = fields.get(value.fieldId);
      if (field) byName.set(field.name, value.value);
    }
    for (const value of element.values) {
      const field = fields.get(value.fieldId);
      if (!field || !value.value.trim()) continue;
      const level = blockTitleLevels[template.type]?.[field.name]?.(elementIndex);
      if (level) headings.push({ level, text: plain(value.value), isFromText: false });
      const linkField = linkTextFields[field.name];
      if (linkField && (byName.get(linkField) ?? '').trim()) links.push(plain(value.value));
      if (field.type === 'TEXT_EDITOR' || field.type === 'TEXT_EDITOR_2') {
        for (const match of value.value.matchAll(/<(h[2-4]|a)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
          const tag = match[1]!.toLowerCase();
          const text = plain(match[2]!);
          if (tag === 'a') links.push(text);
          else if (text) headings.push({ level: Number(tag[1]), text, isFromText: true });
        }
      }
    }
  });
  return { headings, links };
}

/**
 * The hints of a page: a heading more than one level below the one before it ("level 4 after
 * level 2: level 3 is missing"), and every link whose text is one of the vague ones.
 */
export function accessibilityHints(templates: readonly TemplateLike[]): AccessibilityHint[] {
  const hints: AccessibilityHint[] = [];
  let previous = 0;
  templates.forEach((template, templateIndex) => {
    const { headings, links } = readTemplate(template);
    for (const heading of headings) {
      // The first heading of a page may be of any level; after that, no level may be skipped.
      if (heading.isFromText && previous > 0 && heading.level > previous + 1)
        hints.push({ kind: 'headingSkipped', templateIndex, text: heading.text, level: heading.level, previous });
      previous = heading.level;
    }
    for (const text of links) if (isVagueLinkText(text)) hints.push({ kind: 'vagueLink', templateIndex, text });
  });
  return hints;
}
