import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance, type i18n, type TOptions } from 'i18next';
import type { Language } from '@club/shared/contracts';

export type Texts = Record<string, unknown>;

// From source this file sits in src/locales; in the bundle (dist/server.js) the build copies the
// folders to dist/locales. Either way every area file of every language is read.
const here = dirname(fileURLToPath(import.meta.url));
export const localesDir = basename(here) === 'locales' ? here : join(here, 'locales');

const isObject = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge: the areas' files share the top-level sections ("errors", "mail", ...). */
function mergeInto(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isObject(existing) && isObject(value) ? mergeInto({ ...existing }, value) : value;
  }
  return target;
}

/** Every api/src/locales/<lang>/*.json merged into one resource per language. */
export function readTexts(dir: string = localesDir): Record<Language, Texts> {
  const read = (lang: Language): Texts => {
    const folder = join(dir, lang);
    if (!existsSync(folder)) return {};
    return readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reduce<Texts>((all, file) => mergeInto(all, JSON.parse(readFileSync(join(folder, file), 'utf8')) as Texts), {});
  };
  return { de: read('de'), en: read('en') };
}

function createTranslator(texts: Record<Language, Texts>): i18n {
  const instance = createInstance();
  // initAsync false: the resources are in memory, so t() works as soon as init returns.
  void instance.init({
    resources: { de: { translation: texts.de }, en: { translation: texts.en } },
    lng: 'de',
    fallbackLng: false,
    initAsync: false,
    returnNull: false,
    // Plain text for mails and JSON; nothing here is HTML.
    interpolation: { escapeValue: false },
  });
  return instance;
}

let translator: i18n | undefined;
const api = (): i18n => (translator ??= createTranslator(readTexts()));

/** Whether the language has a text (a string, not a group of texts) under this key ('errors.NOT_FOUND.message'). */
export const hasText = (lang: Language, key: string): boolean =>
  typeof api().getResource(lang, 'translation', key) === 'string';

/** The key's text in the language with {{placeholders}} filled, or undefined when there is none. */
export function text(lang: Language, key: string, params?: TOptions): string | undefined {
  // A plural ('mail.people' with count) resolves through its _one/_other keys; a group of texts
  // (errors.NOT_FOUND) is no text.
  const isPlural = params?.count !== undefined && api().exists(key, { ...params, lng: lang });
  if (!hasText(lang, key) && !isPlural) return undefined;
  const value = api().t(key, { ...params, lng: lang });
  return typeof value === 'string' ? value : undefined;
}

/** Like text(), for texts that must exist (mails, feed and file names): a missing one is a bug. */
export function requiredText(lang: Language, key: string, params?: TOptions): string {
  const value = text(lang, key, params);
  if (value === undefined) throw new Error(`Missing API text '${key}' (${lang}) in api/src/locales`);
  return value;
}
