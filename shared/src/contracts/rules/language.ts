// The site's language rule, once, for the browser and the API (members-and-transactions.md):
// a language tag's primary subtag decides ('de-AT' -> German, 'en-GB' -> English), anything
// else is English; the browser takes ?lang= first (and stores it), then the stored language,
// then German; the API takes the first tag of Accept-Language, German without one.

export const supportedLanguages = ['de', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'de';

/** 'de', 'DE', 'de-AT', 'de_CH' -> 'de'; 'en', 'en-GB' -> 'en'; anything else -> 'en'. */
export function languageOfTag(tag: string): Language {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (supportedLanguages as readonly string[]).includes(primary) ? (primary as Language) : 'en';
}

/** The browser's choice: the lang query parameter, else the stored language, else German. */
export function chooseLanguage(input: { query: string | null; stored: string | null }): Language {
  if (input.query) return languageOfTag(input.query);
  if (input.stored) return languageOfTag(input.stored);
  return defaultLanguage;
}

/** The API's choice: the first tag of Accept-Language decides; no header means German. */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first ? languageOfTag(first) : defaultLanguage;
}
