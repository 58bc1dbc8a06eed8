import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { setRemoteLoader, type RemoteModule } from '@club/shared';
import { errorLoadRemotePlugin, retryPlugin } from './plugins';
import type { RemoteEntry } from './site-config';

export const editorRemoteName = 'mf-editor';
let editorEntry: RemoteEntry | undefined;

/**
 * The script the browser loads for a remote. remotes.json names a remote's mf-manifest.json (the
 * server renderer reads it for the remote's CSS and Node build); the browser loads the
 * remoteEntry.js beside it, which the suite's build recipe always writes there. The shell's
 * runtime leaves out the manifest reader (webpack-config.ts, disableSnapshot): 1.5 KB gzip less
 * for every visitor, and one request less before a remote's first chunk.
 */
export const browserEntry = (entry: string) => entry.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');

// Container names cannot hold '-' (mf_training); the deploy name (mf-training) becomes its alias,
// so modules are addressed as 'mf-training/TrainingPage' everywhere.
const toFederationRemote = (remote: RemoteEntry) => ({
  name: remote.name.replace(/-/g, '_'),
  alias: remote.name,
  entry: browserEntry(remote.entry),
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
