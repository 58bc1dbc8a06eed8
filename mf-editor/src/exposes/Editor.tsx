import { EditorRoot } from '../features/editing';
import '../locales';

/** mf-editor/Editor: mounted by the shell only for WRITE_CONTENT users. */
export default function Editor() {
  return <EditorRoot />;
}
