// Public API of the editing feature: what the exposed Editor mounts.
export { EditorRoot } from './components/EditorRoot';
