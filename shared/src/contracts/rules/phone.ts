import * as v from 'valibot';
import { isValidPhone } from './phone-number';
import { ruleMessages } from './fields';

// A phone number, German by default ('Invalid phone number.' with sample formats). Imported by
// path (@club/shared/contracts/rules/phone): libphonenumber's metadata stays out of other bundles.
export const phoneRule = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(ruleMessages.mandatory),
  v.check(isValidPhone, ruleMessages.invalidPhone),
);
