import type { Language } from '../../lib/language.js';
import de from '../../locales/de/places.json' with { type: 'json' };
import en from '../../locales/en/places.json' with { type: 'json' };

// The texts of api/src/locales/{de,en}/places.json, imported so the production bundle carries them.
const byLanguage = { de, en } as const;

/** The offer mail in the person's language, with {{placeholders}} filled. */
export function offerMail(lang: Language, params: Record<string, string>): { subject: string; body: string } {
  const template = byLanguage[lang].mail.placeOffered;
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
  return { subject: fill(template.subject), body: fill(template.body) };
}
