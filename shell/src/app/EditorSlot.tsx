import { useAtomValue } from 'jotai';
import { hasWriteContentAtom, RemoteComponent } from '@club/shared';
import { registerEditorRemote } from '../federation/remotes';

/** The editor is requested only once the session has WRITE_CONTENT; visitors never fetch it. */
export function EditorSlot() {
  const hasWriteContent = useAtomValue(hasWriteContentAtom);
  if (!hasWriteContent || !registerEditorRemote()) return null;
  return <RemoteComponent id="mf-editor/Editor" />;
}
