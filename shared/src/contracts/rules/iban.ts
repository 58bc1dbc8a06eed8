import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import * as v from 'valibot';
import { ruleMessages } from './fields';

// A German IBAN (members-and-transactions.md §5): the form shows the fixed prefix 'DE' and the
// person types the rest. Empty -> 'must not be empty'; not a valid German IBAN -> 'not valid IBAN'.
// Imported by path (@club/shared/contracts/rules/iban) to keep ibantools out of other bundles.

/** The whole IBAN from what follows the fixed 'DE' (spaces removed, upper case). */
export const germanIbanOf = (rest: string): string => electronicFormatIBAN(`DE${rest}`) ?? '';

export const ibanRule = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(ruleMessages.ibanEmpty),
  v.check((rest) => {
    const iban = germanIbanOf(rest);
    return iban.length >= 16 && iban.length <= 34 && isValidIBAN(iban);
  }, ruleMessages.invalidIban),
);
