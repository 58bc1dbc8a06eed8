import { electronicFormatIBAN, isValidBBAN, isValidIBAN } from 'ibantools';

// The one German-IBAN rule (members-and-transactions.md §5, issue 26). The wizard shows a fixed
// 'DE' and the person types the rest, but most people paste the whole IBAN from their banking
// app: spaces, lower case and a leading country code are all accepted and normalised before the
// check. membership.ts builds the form's and the API's ibanSchema from these functions.

/** The whole IBAN in electronic form from what was typed or pasted after the fixed 'DE'. */
export function germanIbanOf(typed: string): string {
  const compact = (electronicFormatIBAN(typed) ?? '').replace(/[^A-Z0-9]/g, '');
  // A German remainder is all digits; letters first mean a pasted country code ('DE89…'), and a
  // pasted German IBAN behind the fixed prefix must not become 'DEDE89…'.
  const pasted = compact.replace(/^DE(?=DE\d{2})/, '');
  return /^[A-Z]{2}\d{2}/.test(pasted) ? pasted : `DE${pasted}`;
}

/** A valid German IBAN in electronic form ('DE89370400440532013000'). */
export const isValidGermanIban = (iban: string): boolean =>
  iban.startsWith('DE') && iban.length === 22 && isValidIBAN(iban) && isValidBBAN(iban.slice(4), 'DE');

/** The IBAN as people read it, in groups of four: 'DE89 3704 0044 0532 0130 00'. */
export const ibanGroupsOf = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
