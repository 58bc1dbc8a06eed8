import { chooseLanguage } from '../contracts/rules/language';
import { storageKeys } from '../state/session-storage';

export { supportedLanguages, defaultLanguage, type Language } from '../contracts/rules/language';

/**
 * The contracts' language rule in the browser: the lang query parameter wins and is stored
 * locally; otherwise the stored language; otherwise German. Unknown values fall back to English.
 */
export function resolveLanguage(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  const query = new URLSearchParams(search).get('lang');
  const language = chooseLanguage({ query, stored: storage?.getItem(storageKeys.language) ?? null });
  if (query) storage?.setItem(storageKeys.language, language);
  return language;
}
