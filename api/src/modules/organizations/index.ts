// What other modules may use of organizations (they import nothing else from this folder).
export { findOrganizationById, findOrganizationByName } from './repository.js';
