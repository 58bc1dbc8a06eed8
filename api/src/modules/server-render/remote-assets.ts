import type { ServerRemote } from './render-types.js';

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }[];
  metaData: { remoteEntry: { name: string; path: string } };
}

const manifestTtlMs = 5_000;

/**
 * What a rendered remote's page needs from its deployment, read from its federation manifest:
 * the CSS of its modules (inlined in the page) and the scripts the browser will load for it.
 * Content-hashed files never change, so their text is kept; manifests are re-read every 5 s.
 */
export class RemoteAssets {
  private readonly manifests = new Map<string, { at: number; manifest: Promise<Manifest | null> }>();
  private readonly files = new Map<string, Promise<string | null>>();

  private manifest(remote: ServerRemote): Promise<Manifest | null> {
    const known = this.manifests.get(remote.serverEntry);
    if (known && Date.now() - known.at < manifestTtlMs) return known.manifest;
    const manifestUrl = new URL('../mf-manifest.json', remote.serverEntry).href;
    const manifest = fetch(manifestUrl)
      .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
      .catch(() => null);
    this.manifests.set(remote.serverEntry, { at: Date.now(), manifest });
    return manifest;
  }

  /** The file's text ('' for an empty file), or null when it could not be read. */
  private text(url: string): Promise<string | null> {
    let text = this.files.get(url);
    if (!text) {
      text = fetch(url).then((response) => (response.ok ? response.text() : null));
      text.then(
        (read) => read === null && this.files.delete(url),
        () => this.files.delete(url),
      );
      this.files.set(url, text);
    }
    return text;
  }

  private rendered(remotes: ServerRemote[], names: string[]): ServerRemote[] {
    return remotes.filter((remote) => names.includes(remote.name));
  }

  async styles(remotes: ServerRemote[], renderedNames: string[]): Promise<{ file: string; css: string }[]> {
    const lists = await Promise.all(
      this.rendered(remotes, renderedNames).map(async (remote) => {
        const manifest = await this.manifest(remote);
        if (!manifest) return [];
        // Every CSS file of the remote's modules, also lazy blocks': the page may render any.
        const files = [
          ...new Set(manifest.exposes.flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async])),
        ];
        const base = new URL('../', remote.serverEntry);
        return Promise.all(
          files.sort().map(async (file) => ({ file, css: await this.text(new URL(file, base).href) })),
        );
      }),
    );
    // An unreadable file is left out (the browser then loads it); an empty one is kept, so the
    // browser finds it by name and does not fetch it.
    const seen = new Set<string>();
    return lists
      .flat()
      .filter(
        (style): style is { file: string; css: string } =>
          style.css !== null && !seen.has(style.file) && seen.add(style.file) !== undefined,
      );
  }

  async scripts(remotes: ServerRemote[], renderedNames: string[]): Promise<string[]> {
    const lists = await Promise.all(
      this.rendered(remotes, renderedNames).map(async (remote) => {
        const manifest = await this.manifest(remote);
        if (!manifest) return [];
        const base = new URL('./', remote.entry);
        const entry = new URL(`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, base).href;
        return [entry];
      }),
    );
    return lists.flat();
  }
}
