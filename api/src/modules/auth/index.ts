// What other modules may use of auth (they import nothing else from this folder).
import './tables.js';
export { loginLanguage, loginPageCss, type LoginLanguage } from './login-page.js';
export { defaultRoles } from './roles.js';
export { effectivePermissions } from './repository.js';
export { htmlErrorPage, htmlPage } from './schemas.js';
export { visitorSession } from './session.js';
