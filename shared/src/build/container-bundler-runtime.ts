import { containerFederation, publishedBundlerRuntimeKey, type PublishedBundlerRuntime } from './container-federation';

// A production remote's @module-federation/webpack-bundler-runtime (webpack-config.ts replaces
// the federation entry's import with this file): this container's federation object, built on
// the glue the shell published (container-federation.ts).
export default containerFederation(
  (globalThis as Record<string, unknown>)[publishedBundlerRuntimeKey] as PublishedBundlerRuntime | undefined,
);
