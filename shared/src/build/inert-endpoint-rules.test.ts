/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { inertEndpointRulesPlugin, isInertValibotImport } from './inert-endpoint-rules';
import { typeScriptRule } from './webpack-config';

const endpointsDir = join(__dirname, '..', 'contracts', 'endpoints');

describe('inert endpoint rules in browser builds', () => {
  it('replaces valibot only where an endpoint declaration imports it', () => {
    expect(isInertValibotImport('valibot', join(endpointsDir, 'news.ts'))).toBe(true);
    // A form's own rules keep the real valibot: the browser checks input with them.
    expect(isInertValibotImport('valibot', join(__dirname, '..', 'contracts', 'rules', 'contact.ts'))).toBe(false);
    expect(isInertValibotImport('valibot', join(__dirname, '..', '..', '..', 'mf-checkout', 'src', 'x.tsx'))).toBe(
      false,
    );
    expect(isInertValibotImport('valibot/dist', join(endpointsDir, 'news.ts'))).toBe(false);
  });

  it('every declaration built with the stand-in keeps its method and path', async () => {
    // Webpack builds the declarations as a browser build does (the plugin, ts-loader) and the
    // result runs here: what ships, not a copy of it.
    const output = mkdtempSync(join(tmpdir(), 'inert-endpoints-'));
    const compiler = webpack({
      mode: 'production',
      target: 'node',
      entry: join(endpointsDir, 'index.ts'),
      output: { path: output, filename: 'endpoints.js', library: { type: 'commonjs2' } },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [typeScriptRule] },
      plugins: [inertEndpointRulesPlugin()],
      optimization: { minimize: false },
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.hasErrors()).toBe(false);
    const modules = stats.toJson({ modules: true }).modules?.map((module) => module.name ?? '') ?? [];
    expect(modules.some((name) => name.includes('inert-valibot.cjs'))).toBe(true);
    const endpoints = (await import(join(output, 'endpoints.js'))) as Record<string, Record<string, unknown>>;
    const declarations = Object.values(endpoints).flatMap((area) =>
      Object.values(area).filter(
        (value): value is { method: string; path: string; body?: unknown } =>
          !!value && typeof value === 'object' && 'path' in value,
      ),
    );
    const files = readdirSync(endpointsDir).filter((file) => !['define.ts', 'index.ts'].includes(file));
    const declaredInFiles = files
      .map((file) => readFileSync(join(endpointsDir, file), 'utf8').match(/=\s*endpoint\(/g)?.length ?? 0)
      .reduce((sum, count) => sum + count, 0);
    expect(declarations).toHaveLength(declaredInFiles);
    for (const declaration of declarations) {
      expect(declaration.method).toMatch(/^(GET|POST|PUT|PATCH|DELETE)$/);
      expect(declaration.path).toMatch(/^\/[a-z-]+-service\//);
    }
    // The news list's query rule was the stand-in's: nothing of it runs in a browser.
    const newsList = Object.values(endpoints.newsEndpoints!).find(
      (value) => !!(value as { query?: unknown }).query,
    ) as { query?: { type?: string } };
    expect(newsList.query?.type).toBe('inert');
  }, 120_000);
});
