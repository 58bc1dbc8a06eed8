import type { Language } from '../../lib/language.js';
import { requiredText } from '../../locales/load.js';

/**
 * A text of the calendar area (api/src/locales/{de,en}/calendar.json: feed names, mails, CSV
 * headings) by its dotted key ("feed.myCourses", "mail.dateMoved.subject"), served by the one API
 * text loader like every other area's texts.
 */
export function calendarText(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  return requiredText(lang, key, params);
}

/** A language a link asked for (`?lang=`), else the caller's language (requestLanguage). */
export const feedLanguage = (asked: string | undefined, fallback: Language): Language =>
  asked === 'de' || asked === 'en' ? asked : fallback;
