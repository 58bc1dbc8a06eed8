import { storageKeys } from '../state/session-storage';

export const supportedLanguages = ['de', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'de';

function normalise(value: string): Language {
  const lower = value.trim().toLowerCase();
  return (supportedLanguages as readonly string[]).includes(lower) ? (lower as Language) : 'en';
}

/**
 * The spec's explicit rule: the lang query parameter wins and is stored locally; otherwise the
 * stored language; otherwise German. Unknown values fall back to English.
 */
export function resolveLanguage(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (fromQuery) {
    const language = normalise(fromQuery);
    storage?.setItem(storageKeys.language, language);
    return language;
  }
  const stored = storage?.getItem(storageKeys.language);
  return stored ? normalise(stored) : defaultLanguage;
}
