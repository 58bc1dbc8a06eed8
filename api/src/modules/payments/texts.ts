import { contracts } from '../../lib/contracts.js';
import de from '../../locales/de/payments.json' with { type: 'json' };
import en from '../../locales/en/payments.json' with { type: 'json' };

export type Lang = 'de' | 'en';
type Texts = typeof en;

const byLanguage: Record<Lang, Texts> = { de, en };

/** Fills {{placeholders}}; an unknown one stays visible rather than vanishing. */
export function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The payment texts (api/src/locales/{de,en}/payments.json) of a language. */
export const paymentTexts = (lang: Lang): Texts => byLanguage[lang];

/** 49,00 € in German, €49.00 in English; from integer cents, never a float sum. */
/** Cents as the language writes money ("49,00 €" / "€49.00"): the contracts' one formatter. */
export const formatEuro = (cents: number, lang: Lang): string => contracts.formatCents(cents, lang);

/** A stored amount (a numeric column's text) as integer cents, read digit by digit. */
export const toCents = (amount: string | number): number => contracts.toCents(amount);
