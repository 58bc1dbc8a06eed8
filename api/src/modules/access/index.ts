// What other modules may use of access (they import nothing else from this folder).
import './tables.js';
export { accessRoutes } from './routes.js';
