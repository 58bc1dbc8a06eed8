// What other modules may use of content (they import nothing else from this folder).
export { registerContentSaveHook } from './save-hooks.js';
