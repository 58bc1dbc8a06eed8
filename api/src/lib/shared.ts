import { createRequire } from 'node:module';
import type * as SharedTypes from '@club/shared/types';
import type * as SharedValidation from '@club/shared/validation';

// @club/shared has no "type": "module", so tsx loads its TypeScript as CommonJS, whose
// `export *` re-exports Node cannot name for an ESM import. Requiring it sidesteps that;
// types still come from the package itself.
const require = createRequire(import.meta.url);
const shared = require('@club/shared/types') as typeof SharedTypes;

export const { templateCatalogue, templateTypes, fieldTypes, frontendUserPermissions, permissions } = shared;

// The same valibot schemas the front end's forms run.
const validation = require('@club/shared/validation') as typeof SharedValidation;

export const { contactEmailRequestSchema, contactFormSchema, contactMessages } = validation;

// The message texts the forms show, so the API answers a failed rule with the same words.
type Messages = Record<string, unknown>;
const commonLocales = {
  de: require('@club/shared/locales/de.json') as Messages,
  en: require('@club/shared/locales/en.json') as Messages,
};

/** The text of a shared message key ('validation.mandatory') in a language, or the key itself. */
export function sharedMessage(key: string, lang: 'de' | 'en'): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], commonLocales[lang]);
  return typeof text === 'string' ? text : key;
}
