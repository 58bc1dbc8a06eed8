import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';
import type { LazyPartStyles } from '../contracts/entities/server-render';

// Writes dist/lazy-part-styles.json: which CSS files belong only to lazy parts of a page (a
// block, the not-found page, a sign-up form), by the name the part's module exports. The server
// renderer inlines a remote's CSS in the page; with this map it inlines a part's CSS only when
// the page rendered that part (the renderer reports the names lazyPart rendered), instead of the
// CSS of every part the remote has.
export const lazyPartStylesFile = 'lazy-part-styles.json';

export interface LazyPartStylesOptions {
  /** The module parts load through (lazy-block.ts): every import() in a file that imports it is a part. */
  lazyPartModule: RegExp;
}

const cssFiles = (chunk: Chunk) => [...chunk.files].filter((file) => file.endsWith('.css'));

/** Every CSS file of the groups reachable from `start`, not entering groups `stopAt` accepts. */
function reachableCss(start: Iterable<ChunkGroup>, stopAt: (group: ChunkGroup) => boolean): Set<string> {
  const files = new Set<string>();
  const seen = new Set<ChunkGroup>();
  const queue = [...start];
  for (let group = queue.shift(); group; group = queue.shift()) {
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) for (const file of cssFiles(chunk)) files.add(file);
    for (const child of group.childrenIterable) if (!stopAt(child)) queue.push(child);
  }
  return files;
}

export class LazyPartStylesPlugin {
  constructor(private readonly options: LazyPartStylesOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('LazyPartStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LazyPartStylesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const styles = this.styles(compilation);
          compilation.emitAsset(
            lazyPartStylesFile,
            new compiler.webpack.sources.RawSource(`${JSON.stringify(styles, null, 2)}\n`),
          );
        },
      );
    });
  }

  private styles(compilation: Compilation): LazyPartStyles {
    const { moduleGraph } = compilation;
    const usesLazyPart = (module: Module | null) =>
      !!module &&
      [...moduleGraph.getOutgoingConnections(module)].some((connection) =>
        this.options.lazyPartModule.test((connection.module as { resource?: string } | null)?.resource ?? ''),
      );
    const isPart = (group: ChunkGroup) =>
      !group.isInitial() && group.origins.length > 0 && group.origins.every((origin) => usesLazyPart(origin.module));

    // CSS that something other than a part needs (an entry, an exposed module, a chunk loaded
    // some other way) is always inlined; only the rest depends on the parts a page renders. A part
    // inside a part reports itself, so neither walk enters it.
    const always = reachableCss(compilation.entrypoints.values(), isPart);
    const parts: Record<string, Set<string>> = {};
    for (const group of compilation.chunkGroups) {
      if (!isPart(group)) continue;
      const own = [...reachableCss([group], isPart)].filter((file) => !always.has(file));
      for (const block of group.blocksIterable) {
        for (const dependency of block.dependencies) {
          const target = moduleGraph.getModule(dependency);
          const names = target ? moduleGraph.getProvidedExports(target) : null;
          // Two modules exporting the same name share one entry: the page then gets both's CSS.
          for (const name of Array.isArray(names) ? names : []) {
            const files = (parts[name] ??= new Set());
            for (const file of own) files.add(file);
          }
        }
      }
    }
    return {
      parts: Object.fromEntries(
        Object.entries(parts)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, files]) => [name, [...files].sort()]),
      ),
    };
  }
}
