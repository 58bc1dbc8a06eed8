import type { Localized } from '../db/schema.js';

export type Language = 'de' | 'en';

/**
 * The site's language rule applied to Accept-Language: the first tag decides;
 * de -> German, en -> English, any other language -> English; no header -> German (the default).
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  if (!first) return 'de';
  if (first === 'de' || first.startsWith('de-')) return 'de';
  return 'en';
}

/** Picks the language's text, falling back to German, then English. */
export function localize(text: Localized | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text.de || text.en || '';
}

export const both = (de: string, en: string = de): Localized => ({ de, en });
