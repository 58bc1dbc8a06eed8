import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ChunkPackagesPlugin } from './chunk-packages-plugin';
import { federationShared, sharedAliases } from './federation';
import { inertEndpointRulesPlugin } from './inert-endpoint-rules';
import { LazyPartStylesPlugin } from './lazy-part-styles-plugin';

export interface FederatedAppOptions {
  /** Package directory (pass __dirname). */
  dir: string;
  /** Federation container name: 'shell', 'mf_content', ... */
  name: string;
  /** Standalone dev server port. */
  port: number;
  exposes?: Record<string, string>;
  title: string;
  /** Only the shell: extra dev-server settings (API proxy). */
  devServer?: DevServerConfiguration;
  /** A remote with lazy parts (blocks): the module they load through (lazy-part-styles-plugin.ts). */
  lazyPartModule?: RegExp;
  /**
   * Small modules many lazy parts import (mf-content's block link): one chunk of their own, loaded
   * with any part that needs them, instead of a copy in each part (below splitChunks' minimum).
   */
  partSharedModules?: RegExp;
}

type Env = Record<string, string | boolean | undefined>;

/**
 * Pictures the components import. Small vector pictures are inlined, so the server-rendered
 * HTML and the browser's first render write the very same src (no asset URL to agree on).
 */
/** Type checking runs once in `pnpm typecheck`; builds (browser and Node) only transpile. */
export const typeScriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true } },
};

export const assetRules = [
  { test: /\.svg$/, type: 'asset/inline' as const },
  { test: /\.(png|jpe?g|webp)$/, type: 'asset/resource' as const },
];

/**
 * One copy of the federation runtime on the page: the shell (the host, which exposes nothing)
 * publishes its runtime-core on globalThis._FEDERATION_RUNTIME_CORE (provide-runtime-core.ts),
 * and each remote's build leaves runtime-core out and uses that one (MF's `externalRuntime`).
 * A remote's standalone dev mount has no host, so development builds of remotes keep their own
 * runtime; a production remote needs the shell on the page.
 */
/**
 * A production remote's build takes the bundler runtime's glue from the shell too: its imports of
 * @module-federation/webpack-bundler-runtime (the federation entry's) become the wrapper that
 * builds this container's federation object on the shell's copy (container-bundler-runtime.ts).
 */
export const bundlerRuntimeRequest =
  /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.c?js$/;
const containerBundlerRuntime = join(__dirname, 'container-bundler-runtime.ts');

function federationRuntimeSharing(isHost: boolean, isProduction: boolean) {
  // These builds run in browsers only (server rendering has its own Node build): the runtime's
  // Node script loading is left out.
  const optimization = { target: 'web' as const };
  // The shell loads each remote's remoteEntry.js itself (shell/src/federation/remotes.ts), so its
  // runtime leaves out the manifest ("snapshot") reader and its preloading.
  if (isHost)
    return {
      runtimePlugins: [join(__dirname, 'provide-runtime-core.ts')],
      experiments: { optimization: { ...optimization, disableSnapshot: true } },
    };
  return {
    experiments: isProduction
      ? { externalRuntime: true, optimization: { ...optimization, disableRemote: true } }
      : { optimization },
  };
}

/**
 * The browser builds' JavaScript minifier. swc (native, multi-threaded) minified mf-content in
 * half of terser's time with 0.4 % smaller gzip output (e2e/bench/README.md, bench:start);
 * terser, webpack's default, stays selectable (BUILD_MINIFIER=terser) so `pnpm bench:start` can
 * compare both in one run.
 */
export function javaScriptMinifier(env: NodeJS.ProcessEnv = process.env): 'swc' | 'terser' {
  return env.BUILD_MINIFIER?.trim() === 'terser' ? 'terser' : 'swc';
}

function javaScriptMinimizer() {
  if (javaScriptMinifier() === 'terser') return '...' as const;
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { ecma: 2022, compress: { passes: 2, ecma: 2022 }, mangle: true },
  });
}

/**
 * Webpack's persistent cache in the package's node_modules/.cache: the next `pnpm start` rebuilds
 * only what changed. Keyed by the recipe's files and by the inputs that are not files (the
 * deployment label, the minifier).
 */
export function persistentCache(dir: string, label: string): Configuration['cache'] {
  // BUILD_CACHE=off: every build from scratch (CI's clean clone, and bench:start's "before").
  if (process.env.BUILD_CACHE?.trim() === 'off') return false;
  return {
    type: 'filesystem',
    cacheDirectory: join(dir, 'node_modules', '.cache', 'webpack'),
    name: label,
    version: `${process.env.BUILD_LABEL ?? ''}|${javaScriptMinifier()}`,
    buildDependencies: {
      config: [__filename, join(__dirname, 'webpack-server-config.ts'), join(dir, 'webpack.config.ts')],
    },
  };
}

/**
 * Module Federation rewrites its generated entry files on every build: judged by timestamp they
 * would look changed each time and throw the cache away. Judged by content, they do not.
 */
export const contentSnapshots: Configuration['snapshot'] = {
  module: { hash: true },
  resolve: { hash: true },
  resolveBuildDependencies: { hash: true },
  buildDependencies: { hash: true },
};

const libraryPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|jotai|dequal)[\\/]/;
const sharedSources = /[\\/]shared[\\/]src[\\/](?!i18n[\\/]locales[\\/]|build[\\/](?!inert-valibot))/;
/**
 * Code of @club/shared only a rare path runs, imported with import(): the login's PKCE (starting a
 * login, and its return with ?code=). Left out of the club-shared chunk every visitor downloads,
 * it stays in a chunk of its own, loaded when that path runs.
 */
const rarePathSources = /[\\/]shared[\\/]src[\\/]lib[\\/]pkce\.ts$/;
/** A module of the club-shared chunk (matched by the name a RegExp test would read). */
const isClubSharedSource = (module: { nameForCondition(): string | null }) => {
  const name = module.nameForCondition();
  return name !== null && sharedSources.test(name) && !rarePathSources.test(name);
};

/** The webpack config of the shell and of each remote: one recipe, so they stay alike. */
export function federatedAppConfig(options: FederatedAppOptions) {
  return (
    _env: Env,
    argv: { mode?: Configuration['mode'] },
  ): Configuration & { devServer?: DevServerConfiguration } => {
    const isProduction = argv.mode !== 'development';
    const isHost = Object.keys(options.exposes ?? {}).length === 0;
    return {
      mode: isProduction ? 'production' : 'development',
      // ts-loader emits ES2022 already: webpack's runtime and the minifier may use it too.
      target: ['web', 'es2022'],
      context: options.dir,
      entry: { main: './src/main.ts' },
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      cache: isProduction ? persistentCache(options.dir, 'browser') : { type: 'memory' },
      snapshot: contentSnapshots,
      output: {
        path: join(options.dir, 'dist'),
        // 'auto': chunks load from wherever the manifest was fetched, so dist/ runs on any origin.
        publicPath: 'auto',
        // Entry files keep stable names (the federation runtime derives paths from them); chunks are hashed.
        filename: '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.name,
        // dist/server/ holds the Node build, written by its own compiler beside this one.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: sharedAliases() },
      module: {
        rules: [
          typeScriptRule,
          // Production CSS is extracted into files, so a server-rendered page can link it in its
          // <head> and paint styled before any script runs; the federation manifest lists them.
          { test: /\.css$/, use: [isProduction ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          ...assetRules,
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          shared: federationShared(),
          shareStrategy: 'loaded-first',
          manifest: true,
          // No type download or generation: nothing may fetch from the network at build time.
          dts: false,
          ...federationRuntimeSharing(isHost, isProduction),
        }),
        // A deployment's label (BUILD_LABEL=2026-11-21.1): shown as data-build on a remote's root
        // element, so a roll-out can be seen in the page.
        // __SERVER_BUILD__: code only the Node build runs is dropped from the browser's download.
        new webpack.DefinePlugin({
          __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? ''),
          __SERVER_BUILD__: false,
        }),
        ...(isProduction && !isHost
          ? [new webpack.NormalModuleReplacementPlugin(bundlerRuntimeRequest, containerBundlerRuntime)]
          : []),
        // The endpoint declarations' rules are the API's: a browser runs none of them.
        inertEndpointRulesPlugin(),
        // What each package weighs in each emitted script (read by `pnpm bench:bundle`).
        new ChunkPackagesPlugin(),
        ...(isProduction && options.lazyPartModule
          ? [new LazyPartStylesPlugin({ lazyPartModule: options.lazyPartModule })]
          : []),
        ...(isProduction
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        // The page may be opened at any depth (/sports/ball-sports/football): load main.js from '/'.
        new HtmlWebpackPlugin({
          title: options.title,
          template: join(__dirname, 'index.html'),
          chunks: ['main'],
          publicPath: '/',
          // Kept readable: the API's server renderer fills this template (api/src/modules/server-render).
          minify: false,
        }),
      ],
      // Code two lazy chunks both need (keen-slider in both carousels, the block link helpers)
      // goes into a chunk of its own once instead of into each: webpack's 20 KB default minimum
      // copied it into every chunk, and home loads both carousels.
      optimization: {
        minimizer: [javaScriptMinimizer()],
        splitChunks: {
          minSize: 3_000,
          cacheGroups: isHost
            ? {
                libraries: {
                  test: libraryPackages,
                  name: 'libraries',
                  chunks: 'async',
                  enforce: true,
                  priority: 20,
                },
                clubShared: {
                  test: isClubSharedSource,
                  name: 'club-shared',
                  chunks: 'async',
                  enforce: true,
                  priority: 20,
                },
              }
            : options.partSharedModules
              ? {
                  partShared: {
                    test: options.partSharedModules,
                    // Their code only: CSS they import stays with each part (its inlined styles).
                    type: 'javascript/auto',
                    name: 'part-shared',
                    chunks: 'async',
                    minChunks: 2,
                    minSize: 0,
                    priority: 10,
                  },
                }
              : {},
        },
      },
      performance: { hints: false },
      devServer: {
        port: options.port,
        // Only page navigations fall back to index.html; API calls (Accept: */*) reach the proxy.
        historyApiFallback: { htmlAcceptHeaders: ['text/html'] },
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The standalone mount talks to a running API (`pnpm serve`, or API_URL).
        proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:8080' }],
        ...options.devServer,
      },
    };
  };
}
