import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguage, type Language } from './language';

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
 * initialised when this module loads (without resources: each language's texts arrive with
 * loadLanguage), so a remote's locales can be added whenever its code arrives.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'de',
  fallbackLng: 'de',
  defaultNS: 'common',
  ns: ['common'],
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** One language's texts: the object itself, or its JSON loaded on demand (a chunk of its own). */
export type LocaleSource = object | (() => Promise<object>);
export interface Locales {
  de: LocaleSource;
  en: LocaleSource;
}

// A visitor downloads only their language's texts (issue 24): every namespace registers a loader
// per language, and a language's texts are loaded when it is chosen (loadLanguage) or, for a
// namespace that registers later (a remote's code arriving), at once in the chosen language.
const registered: Array<{ namespace: string; locales: Locales; loaded: Map<Language, Promise<void>> }> = [];
let chosenLanguage: Language | null = null;
const pendingLoads = new Set<Promise<void>>();

function loadEntry(entry: (typeof registered)[number], language: Language): Promise<void> {
  let loading = entry.loaded.get(language);
  if (!loading) {
    const source = entry.locales[language];
    loading = Promise.resolve(typeof source === 'function' ? source() : source).then((module) => {
      const texts = (module as { default?: object }).default ?? module;
      i18n.addResourceBundle(language, entry.namespace, texts, true, true);
    });
    // A failed chunk may load on the next try (the remote's retry).
    loading.catch(() => entry.loaded.delete(language));
    entry.loaded.set(language, loading);
    pendingLoads.add(loading);
    void loading.finally(() => pendingLoads.delete(loading!)).catch(() => undefined);
  }
  return loading;
}

/** Loads every registered namespace's texts in `language`, then switches to it. */
export async function loadLanguage(language: Language): Promise<void> {
  chosenLanguage = language;
  await Promise.all(registered.map((entry) => loadEntry(entry, language)));
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Resolves when the texts registered so far have arrived (a remote's module waits for them). */
export async function localesLoaded(): Promise<void> {
  await Promise.all([...pendingLoads]);
}

/** Applies the spec's language rule to the current URL and local storage. */
export function initI18n(search = typeof window === 'undefined' ? '' : window.location.search): Language {
  const lng = resolveLanguage(search, typeof window === 'undefined' ? null : safeStorage());
  // Texts already here (a language chosen before, tests): switch now, so the next render is in it.
  if (i18n.language !== lng && registered.every((entry) => i18n.hasResourceBundle(lng, entry.namespace)))
    void i18n.changeLanguage(lng);
  if (i18n.language !== lng || chosenLanguage !== lng) void loadLanguage(lng);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    // The server renders the next page in this language (it cannot read local storage).
    document.cookie = `${languageCookie}=${lng}; path=/; max-age=31536000; samesite=lax`;
  }
  return lng;
}

/**
 * A namespace's texts in both languages: objects (bundled, e.g. the shell's startup error, which
 * must show when nothing more loads) or loaders (`() => import('./de.json')`). Only the chosen
 * language's loader runs.
 */
export function addLocales(namespace: string, locales: Locales): void {
  const entry = { namespace, locales, loaded: new Map<Language, Promise<void>>() };
  registered.push(entry);
  if (chosenLanguage) void loadEntry(entry, chosenLanguage).catch(() => undefined);
}

/** Tests: both languages' texts of every namespace registered so far. */
export async function loadAllLocales(): Promise<void> {
  await Promise.all(registered.flatMap((entry) => [loadEntry(entry, 'de'), loadEntry(entry, 'en')]));
}

// The suite's own texts (namespace 'common'). A chunk name of their own: every remote's build
// holds a fallback copy of @club/shared, and under the remotes' "texts-de" name these texts would
// ride along in each remote's chunk although the shell's copy is the one that loads them.
addLocales('common', {
  de: () => import(/* webpackChunkName: "texts-common-de" */ './locales/de.json'),
  en: () => import(/* webpackChunkName: "texts-common-en" */ './locales/en.json'),
});

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'de';
}
