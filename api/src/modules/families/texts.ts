import type { Language } from '../../lib/language.js';
import de from '../../locales/de/families.json' with { type: 'json' };
import en from '../../locales/en/families.json' with { type: 'json' };

// The texts of api/src/locales/{de,en}/families.json, imported so the production bundle carries them.
const byLanguage = { de, en } as const;

/** The invitation to link families in the recipient's language, with {{placeholders}} filled. */
export function invitationMail(lang: Language, params: Record<string, string>): { subject: string; body: string } {
  const template = byLanguage[lang].mail.familyInvitation;
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
  return { subject: fill(template.subject), body: fill(template.body) };
}
