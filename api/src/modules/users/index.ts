// What other modules may use of users (they import nothing else from this folder).
import './tables.js';
export { isPersonOfClub } from './repository.js';
