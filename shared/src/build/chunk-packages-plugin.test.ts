/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { ChunkPackagesPlugin, chunkPackagesFile, packageOf } from './chunk-packages-plugin';

describe('packageOf', () => {
  it('names the package a module comes from, scoped or not, behind loaders', () => {
    expect(packageOf('/w/node_modules/.pnpm/react-dom@19.2.9/node_modules/react-dom/cjs/client.js')).toBe('react-dom');
    expect(packageOf('/w/node_modules/.pnpm/x/node_modules/@module-federation/runtime-core/dist/index.js')).toBe(
      '@module-federation/runtime-core',
    );
    expect(packageOf('/w/node_modules/css-loader/dist/cjs.js!/w/mf-content/src/a.css')).toBe('own code');
  });

  it('tells the suite’s shared package and the bundler runtime from a remote’s own code', () => {
    expect(packageOf('/w/shared/src/api/client.ts')).toBe('@club/shared');
    expect(packageOf('webpack/runtime/consumes')).toBe('webpack/federation runtime');
    expect(packageOf('/w/mf-content/src/features/layout/Footer.tsx')).toBe('own code');
  });
});

describe('ChunkPackagesPlugin', () => {
  it('shares each minified script out over its packages by their minified size', async () => {
    // A package full of comments and a small one of our own, in one lazily loaded chunk: sized
    // before minification the package would weigh a hundred times more than it costs.
    const dir = mkdtempSync(join(tmpdir(), 'chunk-packages-'));
    const commented = `/* ${'a long licence and explanation. '.repeat(300)} */\nexport const answer = () => 42;\n`;
    writeFileSync(
      join(dir, 'part.js'),
      "import { answer } from './node_modules/lib/index.js';\nexport const part = () => answer() + 1;\n",
    );
    const libDir = join(dir, 'node_modules', 'lib');
    mkdirSync(libDir, { recursive: true });
    writeFileSync(join(libDir, 'index.js'), commented);
    writeFileSync(join(dir, 'main.js'), "import('./part.js').then((m) => console.log(m.part()));\n");
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './main.js',
      output: { path: join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].chunk.js' },
      optimization: { concatenateModules: false },
      plugins: [new ChunkPackagesPlugin()],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.hasErrors()).toBe(false);
    const packages = JSON.parse(readFileSync(join(dir, 'dist', chunkPackagesFile), 'utf8')) as Record<
      string,
      Record<string, number>
    >;
    const [chunkFile, parts] = Object.entries(packages).find(([file]) => file !== 'main.js')!;
    const total = Object.values(parts).reduce((sum, size) => sum + size, 0);
    expect(Math.round(total)).toBe(readFileSync(join(dir, 'dist', chunkFile)).length);
    expect(parts.lib).toBeGreaterThan(0);
    expect(parts.lib!).toBeLessThan(100);
    const main = packages['main.js']!;
    expect(Math.round(Object.values(main).reduce((sum, size) => sum + size, 0))).toBe(
      readFileSync(join(dir, 'dist', 'main.js')).length,
    );
  }, 60_000);
});
