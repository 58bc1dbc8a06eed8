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
