import type { TFunction } from 'i18next';
import type { RevisionChange, Template } from '@club/shared';

/**
 * A revision's changes in the editor's words: "Startseiten-Karussell: Titel geändert",
 * "Akkordeon: 2 Einträge hinzugefügt". Block and field names come from the editor's own labels.
 */
export function revisionInWords(changes: RevisionChange[] | null | undefined, t: TFunction): string[] | null {
  if (!changes) return null;
  if (changes.length === 0) return [t('history.changes.none')];
  return changes.map((change) => {
    const block = change.type ? t(`types.${change.type}`, { defaultValue: change.type }) : '';
    const fields = (change.fields ?? []).map((name) => t(`fields.${name}`, { defaultValue: name })).join(', ');
    return t(`history.changes.${change.kind}`, {
      block,
      fields,
      count: change.count ?? 0,
      version: change.version ?? 0,
      defaultValue: `${block}: ${change.kind}`,
    });
  });
}

/**
 * The stored summary in words: the first revision of a seeded page ('initial') and of a page
 * created in the editor ('created', page-lifecycle.ts) are the editor's own sentences.
 */
export function summaryInWords(summary: string, t: TFunction): string {
  if (summary === 'initial') return t('history.changes.initial');
  if (summary === 'created') return t('history.changes.created');
  return summary;
}

/** Field types whose values are addresses, numbers or switches: not what a person reads as text. */
const unreadTypes = /^(PHOTO|LINK|BUTTON_LINK|CHECK_BOX|DROPDOWN|NUMBER|PRICE|DATE|TIME)/;
const excerptLength = 80;

export interface BlockInWords {
  id: string;
  /** "Standard-Banner". */
  name: string;
  /** The block's first texts, without markup, and "1 Bild" or "3 Einträge" where it has them. */
  text: string;
}

/**
 * Blocks as a person reads them (issue 34: the preview was a list of file paths): each block's
 * name, its first texts and how many pictures and entries it has. The revision comparison gives
 * it to screen readers beside each rendered block.
 */
export function blocksInWords(templates: Template[], t: TFunction): BlockInWords[] {
  return templates.map((template, index) => {
    const typeOf = new Map(template.fields.map((field) => [field.id, field.type]));
    const texts: string[] = [];
    let pictures = 0;
    for (const element of template.elements)
      for (const value of element.values) {
        const type = typeOf.get(value.fieldId) ?? value.field?.type ?? '';
        if (!value.value.trim()) continue;
        if (type === 'PHOTO') pictures += 1;
        else if (!unreadTypes.test(type)) texts.push(plain(value.value));
      }
    const joined = texts.filter(Boolean).join(' · ');
    const text = [
      joined.length > excerptLength ? `${joined.slice(0, excerptLength)}…` : joined || t('history.emptyBlock'),
      template.elements.length > 1 ? t('history.entries', { count: template.elements.length }) : null,
      pictures > 0 ? t('history.pictures', { count: pictures }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
    return {
      id: template.id ?? `block-${index}`,
      name: t(`types.${template.type}`, { defaultValue: template.type }),
      text,
    };
  });
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
