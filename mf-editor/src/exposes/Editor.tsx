import { EditorRoot } from '../features/editing';
import { DraftPreview, isDraftPreview } from '../features/preview';
import '../locales';

/** mf-editor/Editor: mounted by the shell only for WRITE_CONTENT users. */
export default function Editor() {
  // Inside the width preview's iframe the editor only hands the parent's draft to the page.
  return isDraftPreview() ? <DraftPreview /> : <EditorRoot />;
}
