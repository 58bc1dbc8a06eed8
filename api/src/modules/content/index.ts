// What other modules may use of content (they import nothing else from this folder).
export { registerContentSaveHook, type SavedPage } from './save-hooks.js';
