import { parseCookie } from 'cookie';
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

/**
 * request.cookies once @fastify/cookie parsed them; errors raised before its hook (a malformed
 * URL) still carry the header, parsed by the library @fastify/cookie runs (cookie).
 */
function cookiesOf(request: {
  headers: { cookie?: string };
  cookies?: Record<string, string | undefined>;
}): Record<string, string | undefined> {
  if (request.cookies) return request.cookies;
  return parseCookie(request.headers.cookie ?? '');
}

/** The cookie the site writes when a person picks a language (shared/src/i18n/instance.ts). */
export const languageCookieName = 'language';

/**
 * The language of the texts a request gets back (error messages, mails, feed and file names):
 * the site's `language` cookie (what the person chose), then Accept-Language, then German.
 */
export function requestLanguage(request: {
  headers: { cookie?: string; 'accept-language'?: string };
  cookies?: Record<string, string | undefined>;
}): Language {
  const chosen = cookiesOf(request)[languageCookieName]?.trim();
  if (chosen) return contracts.languageOfTag(chosen);
  return languageOf(request.headers['accept-language']);
}

/** Picks the language's text, falling back to German, then English. */
export function localize(text: Localized | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text.de || text.en || '';
}

export const both = (de: string, en: string = de): Localized => ({ de, en });
