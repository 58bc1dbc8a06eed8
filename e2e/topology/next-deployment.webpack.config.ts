// A remote built as a second deployment in a directory of its own (the roll-forward test): the
// browser build at NEXT_DEPLOYMENT_DIR and the Node build at NEXT_DEPLOYMENT_DIR/server, laid out
// as `pnpm build` lays them out in dist/. (`webpack --output-path` would put both in one
// directory, the Node remoteEntry.js over the browser's.)
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Configuration } from 'webpack';

type ConfigEntry = Configuration | ((env: unknown, argv: unknown) => Configuration | Promise<Configuration>);

const remoteDir = process.env.REMOTE_PACKAGE_DIR!;
const outputDir = process.env.NEXT_DEPLOYMENT_DIR!;
const load = createRequire(join(remoteDir, 'package.json'));
const configs = (load(join(remoteDir, 'webpack.config.ts')) as { default: ConfigEntry[] }).default;

export default configs.map((entry) => async (env: unknown, argv: unknown) => {
  const config = typeof entry === 'function' ? await entry(env, argv) : entry;
  const path = config.name === 'server' ? join(outputDir, 'server') : outputDir;
  return { ...config, output: { ...config.output, path } };
});
