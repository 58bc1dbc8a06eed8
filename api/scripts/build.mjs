// Builds the API for production: one ES module, api/dist/server.js, run by node directly (no
// TypeScript loader at run time). @club/shared (TypeScript) is bundled in; every other package
// stays in node_modules. Migrations are copied beside it (migrate.ts reads them from its folder).
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(apiDir, 'dist');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    // Bare imports are packages: kept external, except the workspace's own TypeScript package
    // and what it imports (its dependencies, e.g. ibantools, are not the API's own).
    const sharedSource = `${join(apiDir, '..', 'shared')}/`;
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@club/shared') || args.importer.startsWith(sharedSource)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { server: join(apiDir, 'src/server.ts'), 'create-admin': join(apiDir, 'src/cli/create-admin.ts') },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  // CommonJS parts of @club/shared call require(); give the ES module bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(join(apiDir, 'src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
// The API's texts (src/locales/load.ts reads every <lang>/*.json beside the bundle).
for (const lang of ['de', 'en'])
  cpSync(join(apiDir, 'src/locales', lang), join(outDir, 'locales', lang), { recursive: true });
console.log(`API built: ${join(outDir, 'server.js')}`);
