// Public API of the width preview: the bar's switch, the panel, and the iframe's side.
export { DraftPreview } from './components/DraftPreview';
export { PreviewPanel } from './components/PreviewPanel';
export { PreviewToggle } from './components/PreviewToggle';
export { isDraftPreview } from './model/preview';
