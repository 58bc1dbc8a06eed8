import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { setRemoteLoader, type RemoteModule } from '@club/shared';
import { errorLoadRemotePlugin, retryPlugin } from './plugins';
import type { RemoteEntry } from './site-config';

export const editorRemoteName = 'mf-editor';
let editorEntry: RemoteEntry | undefined;

// Container names cannot hold '-' (mf_training); the deploy name (mf-training) becomes its alias,
// so modules are addressed as 'mf-training/TrainingPage' everywhere.
const toFederationRemote = (remote: RemoteEntry) => ({
  name: remote.name.replace(/-/g, '_'),
  alias: remote.name,
  entry: remote.entry,
});

/** Registers every remote except the editor, whose manifest only editors may fetch. */
export function registerSiteRemotes(remotes: RemoteEntry[]): void {
  registerPlugins([retryPlugin(), errorLoadRemotePlugin()]);
  editorEntry = remotes.find((remote) => remote.name === editorRemoteName);
  registerRemotes(remotes.filter((remote) => remote.name !== editorRemoteName).map(toFederationRemote));
  setRemoteLoader(async (id) => {
    const module = await loadRemote<RemoteModule>(id);
    if (!module) throw new Error(`${id} could not be loaded`);
    return module;
  });
}

let isEditorRegistered = false;
/** Called once the session is known to have WRITE_CONTENT. */
export function registerEditorRemote(): boolean {
  if (isEditorRegistered || !editorEntry) return isEditorRegistered;
  registerRemotes([toFederationRemote(editorEntry)]);
  isEditorRegistered = true;
  return true;
}
