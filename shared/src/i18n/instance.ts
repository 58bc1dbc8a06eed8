import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguage, type Language } from './language';
import de from './locales/de.json';
import en from './locales/en.json';

/** The cookie that tells the server renderer the visitor's language. */
export const languageCookie = 'language';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The single i18next instance; remotes add their own namespace with addLocales. It is
 * initialised when this module loads (resources are bundled, so init is synchronous), so a
 * remote's locales can be added whenever its code arrives.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'de',
  fallbackLng: 'de',
  defaultNS: 'common',
  ns: ['common'],
  resources: { de: { common: de }, en: { common: en } } satisfies Resource,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Applies the spec's language rule to the current URL and local storage. */
export function initI18n(search = typeof window === 'undefined' ? '' : window.location.search): Language {
  const lng = resolveLanguage(search, typeof window === 'undefined' ? null : safeStorage());
  if (i18n.language !== lng) void i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    // The server renders the next page in this language (it cannot read local storage).
    document.cookie = `${languageCookie}=${lng}; path=/; max-age=31536000; samesite=lax`;
  }
  return lng;
}

export function addLocales(namespace: string, locales: { de: object; en: object }): void {
  i18n.addResourceBundle('de', namespace, locales.de, true, true);
  i18n.addResourceBundle('en', namespace, locales.en, true, true);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'de';
}
