import type { Template } from '@club/shared';
import { elementValues } from '@club/shared/contracts';

const descriptionLength = 160;
const textFields = ['text', 'subtitle', 'description', 'title'];

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The page's meta description: its first text of some length, cut at a word near 160 characters. */
export function pageDescription(templates: readonly Template[]): string | undefined {
  for (const template of templates) {
    for (const { values } of elementValues(template)) {
      for (const field of textFields) {
        const text = plainText(values[field] ?? '');
        if (text.length < 40) continue;
        if (text.length <= descriptionLength) return text;
        const cut = text.slice(0, descriptionLength - 1);
        return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100))}…`;
      }
    }
  }
  return undefined;
}

/** The first block's first picture: what a phone paints largest first, and the sharing picture. */
export function leadPicture(templates: readonly Template[]): string | undefined {
  const first = templates[0];
  if (!first) return undefined;
  return elementValues(first)
    .map(({ values }) => values.picture)
    .find((picture): picture is string => Boolean(picture));
}
