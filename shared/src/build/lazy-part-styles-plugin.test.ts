/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { LazyPartStyles } from '../contracts/entities/server-render';
import { LazyPartStylesPlugin, lazyPartStylesFile } from './lazy-part-styles-plugin';

describe('LazyPartStylesPlugin', () => {
  it('names the CSS only lazy parts need, by part, and leaves out what the rest needs too', async () => {
    // Two blocks loaded through lazy-block.js; the banner's own CSS, a CSS the banner and a menu
    // drawer (loaded with a plain import()) share, a picture viewer the banner loads itself, and
    // a form the text block loads as a part of its own.
    const dir = mkdtempSync(join(tmpdir(), 'lazy-part-styles-'));
    const files: Record<string, string> = {
      'lazy-block.js': 'export const lazyBlock = (load, name) => () => load().then((m) => m[name]);\n',
      'registry.js':
        "import { lazyBlock } from './lazy-block.js';\n" +
        "export const banner = lazyBlock(() => import('./banner.js'), 'Banner');\n" +
        "export const text = lazyBlock(() => import('./text.js'), 'TextArea');\n",
      'banner.js':
        "import './banner.css';\nimport './shared.css';\n" +
        "export const Banner = () => import('./viewer.js');\nexport const bannerHeight = 3;\n",
      'banner.css': '.banner { color: red; }\n',
      'shared.css': '.shared { color: blue; }\n',
      'viewer.js': "import './viewer.css';\nexport const Viewer = 1;\n",
      'viewer.css': '.viewer { color: green; }\n',
      'text.js':
        "import { lazyBlock } from './lazy-block.js';\n" +
        "export const TextArea = lazyBlock(() => import('./form.js'), 'Form');\n",
      'form.js': "import './form.css';\nexport const Form = 4;\n",
      'form.css': '.form { color: black; }\n',
      'drawer.js': "import './shared.css';\nexport const Drawer = 3;\n",
      'main.js': "import('./registry.js');\nimport('./drawer.js');\n",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './main.js',
      output: { path: join(dir, 'dist'), filename: '[name].js', chunkFilename: '[id].chunk.js' },
      module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
      // What two chunks share goes into a chunk of its own: the shared CSS is one file both load.
      optimization: {
        splitChunks: {
          cacheGroups: { default: false, defaultVendors: false, common: { minChunks: 2, minSize: 0, enforce: true } },
        },
      },
      plugins: [
        new MiniCssExtractPlugin({ chunkFilename: '[id].chunk.css' }),
        new LazyPartStylesPlugin({ lazyPartModule: /[\\/]lazy-block\.js$/ }),
      ],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    const { parts } = JSON.parse(readFileSync(join(dir, 'dist', lazyPartStylesFile), 'utf8')) as LazyPartStyles;
    const cssOf = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');
    const cssOfPart = (name: string) => (parts[name] ?? []).map(cssOf).join('');
    const bannerCss = cssOfPart('Banner');
    // The banner's own CSS and its viewer's (loaded later by the banner) are the banner's.
    expect(bannerCss).toContain('.banner');
    expect(bannerCss).toContain('.viewer');
    // The drawer needs the shared CSS too: it is always inlined, so no block lists it.
    expect(bannerCss).not.toContain('.shared');
    // Every name the block's module exports finds it.
    expect(parts.bannerHeight).toEqual(parts.Banner);
    // A part inside a part is named on its own: the text block needs no CSS until its form renders.
    expect(parts.TextArea).toEqual([]);
    expect(cssOfPart('Form')).toContain('.form');
    // The drawer is not a part (its import() is not beside a lazyPart).
    expect(parts.Drawer).toBeUndefined();
  }, 60_000);
});
