import { createRequire } from 'node:module';
import type * as SharedTypes from '@club/shared/types';

// @club/shared has no "type": "module", so tsx loads its TypeScript as CommonJS, whose
// `export *` re-exports Node cannot name for an ESM import. Requiring it sidesteps that;
// types still come from the package itself.
const require = createRequire(import.meta.url);
const shared = require('@club/shared/types') as typeof SharedTypes;

export const { templateCatalogue, templateTypes, fieldTypes, frontendUserPermissions, permissions } = shared;
