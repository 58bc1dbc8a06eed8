import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { federationShared, sharedAliases } from './federation';
import { assetRules, contentSnapshots, persistentCache, typeScriptRule } from './webpack-config';

export interface ServerBuildOptions {
  /** Package directory (pass __dirname). */
  dir: string;
  /** Federation container name, the same as the browser build's. */
  name: string;
  exposes?: Record<string, string>;
  /** Only the shell: its server renderer, loaded by the API. */
  entry?: Record<string, string>;
}

/**
 * The Node build of a public remote (and of the shell's renderer), written next to the browser
 * build in dist/server/. The API's renderer loads a remote's dist/server/remoteEntry.js over HTTP
 * from the remote's own deployment, through the federation runtime's Node plugin, exactly as the
 * browser loads dist/remoteEntry.js: a remote redeployed alone changes the server HTML too.
 */
export function federatedServerConfig(options: ServerBuildOptions): Configuration {
  return {
    name: 'server',
    mode: 'production',
    target: 'async-node',
    context: options.dir,
    entry: options.entry ?? {},
    devtool: false,
    cache: persistentCache(options.dir, 'server'),
    snapshot: contentSnapshots,
    // Readable stack traces in the server log; the server does not download these bytes.
    optimization: { minimize: false },
    output: {
      path: join(options.dir, 'dist', 'server'),
      // Chunks of a remote loaded over HTTP resolve against its remoteEntry's URL.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${options.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: sharedAliases() },
    module: {
      rules: [
        typeScriptRule,
        // The HTML links the browser build's CSS files; the server needs no styles.
        { test: /\.css$/, type: 'asset/source' },
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
        remoteType: 'script',
        library: { type: 'commonjs-module', name: options.name },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      new webpack.DefinePlugin({
        __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? ''),
        __SERVER_BUILD__: true,
      }),
    ],
    performance: { hints: false },
  };
}
