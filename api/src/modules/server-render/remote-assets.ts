import type { LazyPartStyles, ServerRemote } from './render-types.js';

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
  private readonly documents = new Map<string, { at: number; document: Promise<unknown> }>();
  private readonly files = new Map<string, Promise<string | null>>();

  /** One of the remote deployment's JSON files next to dist/server/ (null when it has none). */
  private document<T>(remote: ServerRemote, file: string): Promise<T | null> {
    const url = new URL(`../${file}`, remote.serverEntry).href;
    const known = this.documents.get(url);
    if (known && Date.now() - known.at < manifestTtlMs) return known.document as Promise<T | null>;
    const document = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
      .catch(() => null);
    this.documents.set(url, { at: Date.now(), document });
    return document;
  }

  private manifest(remote: ServerRemote): Promise<Manifest | null> {
    return this.document<Manifest>(remote, 'mf-manifest.json');
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

  /**
   * The CSS files of the rendered remotes' modules, each once. A lazy part's own files (a block,
   * the not-found page) are left out when the page did not render that part (`renderedParts`,
   * dist/lazy-part-styles.json); a remote without that file gets all its files inlined.
   */
  async styles(
    remotes: ServerRemote[],
    renderedNames: string[],
    renderedParts: string[] = [],
  ): Promise<{ file: string; css: string }[]> {
    const lists = await Promise.all(
      this.rendered(remotes, renderedNames).map(async (remote) => {
        const [manifest, partStyles] = await Promise.all([
          this.manifest(remote),
          this.document<LazyPartStyles>(remote, 'lazy-part-styles.json'),
        ]);
        if (!manifest) return [];
        const parts = partStyles?.parts ?? {};
        const needed = new Set(renderedParts.flatMap((name) => parts[name] ?? []));
        const notRendered = new Set(Object.values(parts).flatMap((files) => files.filter((file) => !needed.has(file))));
        const files = [
          ...new Set(manifest.exposes.flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async])),
        ].filter((file) => !notRendered.has(file));
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
