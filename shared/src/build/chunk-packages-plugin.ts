import type { Compiler, Module } from 'webpack';
import { minifiedModuleSizes } from './minified-module-sizes';

// Writes dist/chunk-packages.json: for each emitted script, the packages its modules come from
// and their minified size in it (minified-module-sizes.ts; the size before minification where a
// script cannot be measured). `pnpm bench:bundle` splits each downloaded file's gzip bytes over
// those packages to show what every shared library costs a visitor.
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
            const addModule = (name: string, path: string | undefined, size: number) => {
              add(name, size);
              if (path) own[path] = (own[path] ?? 0) + size;
            };
            const script = [...chunk.files].find((file) => file.endsWith('.js'));
            const source = script ? String(compilation.getAsset(script)?.source.source() ?? '') : '';
            const minified = minifiedModuleSizes(source);
            // Modules whose factory is not in the script's module table (an inlined entry, the
            // runtime's own modules): sized before minification, then scaled into what is left.
            const unmeasured: Array<{ name: string; path?: string; size: number }> = [];
            let measured = 0;
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              // Extracted CSS is emitted as .css files: it costs no script bytes.
              const inner = innerModules(module).filter((m) => !m.type.startsWith('css/'));
              if (inner.length === 0) continue;
              const before = inner.reduce((sum, m) => sum + m.size(), 0) || 1;
              const after = minified.get(String(compilation.chunkGraph.getModuleId(module)));
              if (after !== undefined) measured += after;
              for (const m of inner) {
                const name = packageOf(m.identifier());
                const path = name === 'own code' || name === '@club/shared' ? ownPath(m.identifier()) : undefined;
                // A concatenated module is one factory: its bytes are shared out by size before.
                if (after === undefined) unmeasured.push({ name, path, size: m.size() });
                else addModule(name, path, (after * m.size()) / before);
              }
            }
            for (const runtime of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
              unmeasured.push({ name: 'webpack/federation runtime', size: runtime.size() });
            }
            const rest = Math.max(0, source.length - measured);
            const restBefore = unmeasured.reduce((sum, m) => sum + m.size, 0);
            // Without the script's text, sizes stay those before minification.
            const scale = source === '' || restBefore === 0 ? 1 : rest / restBefore;
            for (const m of unmeasured) addModule(m.name, m.path, m.size * scale);
            if (source !== '' && restBefore === 0) add('chunk wrapper', rest);
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
