import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';
import type { LazyBlockStyles } from '../contracts/entities/server-render';

// Writes dist/lazy-block-styles.json: which CSS files belong only to lazy blocks, by the name
// the block's module exports. The server renderer inlines a remote's CSS in the page; with this
// map it inlines a block's CSS only when the page rendered that block (the renderer reports the
// names lazyBlock rendered), instead of the CSS of every block the remote has.
export const lazyBlockStylesFile = 'lazy-block-styles.json';

export interface LazyBlockStylesOptions {
  /** The module whose users load blocks (lazy-block.ts): every import() in a file that imports it is a block. */
  lazyBlockModule: RegExp;
}

const cssFiles = (chunk: Chunk) => [...chunk.files].filter((file) => file.endsWith('.css'));

/** Every CSS file of the groups reachable from `start`, not entering groups `stopAt` accepts. */
function reachableCss(start: Iterable<ChunkGroup>, stopAt: (group: ChunkGroup) => boolean): Set<string> {
  const files = new Set<string>();
  const seen = new Set<ChunkGroup>();
  const queue = [...start];
  for (let group = queue.shift(); group; group = queue.shift()) {
    if (seen.has(group) || stopAt(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) for (const file of cssFiles(chunk)) files.add(file);
    queue.push(...group.childrenIterable);
  }
  return files;
}

export class LazyBlockStylesPlugin {
  constructor(private readonly options: LazyBlockStylesOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('LazyBlockStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LazyBlockStylesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const styles = this.styles(compilation);
          compilation.emitAsset(
            lazyBlockStylesFile,
            new compiler.webpack.sources.RawSource(`${JSON.stringify(styles, null, 2)}\n`),
          );
        },
      );
    });
  }

  private styles(compilation: Compilation): LazyBlockStyles {
    const { moduleGraph } = compilation;
    const usesLazyBlock = (module: Module | null) =>
      !!module &&
      [...moduleGraph.getOutgoingConnections(module)].some((connection) =>
        this.options.lazyBlockModule.test((connection.module as { resource?: string } | null)?.resource ?? ''),
      );
    const isBlock = (group: ChunkGroup) =>
      !group.isInitial() && group.origins.length > 0 && group.origins.every((origin) => usesLazyBlock(origin.module));

    // CSS that something other than a block needs (an entry, an exposed module, a lazy page part)
    // is always inlined; only the rest depends on the blocks a page renders.
    const always = reachableCss(compilation.entrypoints.values(), isBlock);
    const blocks: Record<string, Set<string>> = {};
    for (const group of compilation.chunkGroups) {
      if (!isBlock(group)) continue;
      const own = [...reachableCss([group], () => false)].filter((file) => !always.has(file));
      for (const block of group.blocksIterable) {
        for (const dependency of block.dependencies) {
          const target = moduleGraph.getModule(dependency);
          const names = target ? moduleGraph.getProvidedExports(target) : null;
          // Two modules exporting the same name share one entry: the page then gets both's CSS.
          for (const name of Array.isArray(names) ? names : []) {
            const files = (blocks[name] ??= new Set());
            for (const file of own) files.add(file);
          }
        }
      }
    }
    return {
      blocks: Object.fromEntries(
        Object.entries(blocks)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, files]) => [name, [...files].sort()]),
      ),
    };
  }
}
