// What other modules may use of messages (they import nothing else from this folder).
import './tables.js';
export { answersAt } from './answers-read.js';
