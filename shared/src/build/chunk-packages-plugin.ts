import type { Compiler, Module } from 'webpack';

// Writes dist/chunk-packages.json: for each emitted script, the packages its modules come from
// and their size before minification. `pnpm bench:bundle` splits each downloaded file's gzip
// bytes over those packages to show what every shared library costs a visitor.
export const chunkPackagesFile = 'chunk-packages.json';
/** The same per module of the club's own code (own code and @club/shared): where to trim next. */
export const chunkModulesFile = 'chunk-modules.json';

/** 'react-dom', '@module-federation/runtime-core', '@club/shared', or 'own code'. */
export function packageOf(identifier: string): string {
  const path = identifier.replace(/\\/g, '/').split('!').pop() ?? identifier;
  const inModules = path.split('/node_modules/').pop();
  if (inModules !== undefined && inModules !== path) {
    const [first, second] = inModules.split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? path);
  }
  if (path.includes('/shared/src/')) return '@club/shared';
  if (path.startsWith('webpack/runtime') || path.includes('.federation/entry')) return 'webpack/federation runtime';
  return 'own code';
}

/** 'shared/src/ssr/near-viewport.ts': a module's path from the repository's root. */
function ownPath(identifier: string): string {
  const path = identifier.replace(/\\/g, '/').split('!').pop() ?? identifier;
  const match = /\/((?:shared|shell|mf-[a-z]+)\/src\/.*)$/.exec(path);
  return match?.[1] ?? path;
}

function innerModules(module: Module): Module[] {
  const inner = (module as Module & { modules?: Module[] }).modules;
  return inner && inner.length > 0 ? inner : [module];
}

export class ChunkPackagesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkPackagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkPackagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const result: Record<string, Record<string, number>> = {};
          const ownModules: Record<string, Record<string, number>> = {};
          for (const chunk of compilation.chunks) {
            const sizes: Record<string, number> = {};
            const own: Record<string, number> = {};
            const add = (name: string, size: number) => {
              sizes[name] = (sizes[name] ?? 0) + size;
            };
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const inner of innerModules(module)) {
                // Extracted CSS is emitted as .css files: it costs no script bytes.
                if (inner.type.startsWith('css/')) continue;
                const name = packageOf(inner.identifier());
                add(name, inner.size());
                if (name === 'own code' || name === '@club/shared') own[ownPath(inner.identifier())] = inner.size();
              }
            }
            for (const runtime of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
              add('webpack/federation runtime', runtime.size());
            }
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              result[file] = sizes;
              ownModules[file] = own;
            }
          }
          const emit = (name: string, value: object) =>
            compilation.emitAsset(name, new compiler.webpack.sources.RawSource(JSON.stringify(value, null, 1)));
          emit(chunkPackagesFile, result);
          emit(chunkModulesFile, ownModules);
        },
      );
    });
  }
}
