import type { Localized } from '../db/schema.js';

import type { Language } from '@club/shared/contracts';
import { contracts } from './contracts.js';

export type { Language };

/**
 * The contracts' language rule applied to Accept-Language (the first tag decides: 'de-AT' is
 * German, unknown languages English, no header German), the same rule the browser runs.
 */
export const languageOf = (acceptLanguage: string | undefined): Language =>
  contracts.languageOfAcceptLanguage(acceptLanguage);

/** Picks the language's text, falling back to German, then English. */
export function localize(text: Localized | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text.de || text.en || '';
}

export const both = (de: string, en: string = de): Localized => ({ de, en });
