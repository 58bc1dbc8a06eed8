import type * as BundlerRuntime from '@module-federation/webpack-bundler-runtime';

// What stands in for @module-federation/webpack-bundler-runtime in a production remote's build
// (container-bundler-runtime.ts, federationRuntimeSharing in webpack-config.ts): the glue between webpack's runtime and the
// federation runtime is the same code in every container, so the shell publishes its copy
// (provide-runtime-core.ts) and each remote builds its container's own federation object from it
// instead of shipping the glue, @module-federation/runtime and the sdk again (about 9 KB gzip per
// remote entry). What is per container stays per container: the object itself, its `S` and
// options, and its federation instance, found or made with this build's own identifier (the
// shell's copy of `runtime.init` would find the shell's instance and make it the page's default).

type Federation = (typeof BundlerRuntime)['default'];
type Runtime = NonNullable<Federation['runtime']>;
type InitOptions = Parameters<Runtime['init']>[0];

/** What the shell publishes on globalThis (provide-runtime-core.ts). */
export interface PublishedBundlerRuntime {
  runtime: Runtime;
  bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  attachShareScopeMap: Federation['attachShareScopeMap'];
}

export const publishedBundlerRuntimeKey = '_FEDERATION_BUNDLER_RUNTIME';

// Defined per build by the ModuleFederationPlugin ("<name>:<version>").
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;
const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

/** @module-federation/runtime's `init`, without making this container the page's default instance. */
export function containerInit(runtime: Runtime, options: InitOptions, ownBuildId = buildId) {
  const existing = runtime.getInstance(({ options: known }) => {
    if (ownBuildId && known.id === ownBuildId) return true;
    if (known.name !== options.name) return false;
    return options.version ? known.version === options.version : !known.version;
  });
  const normalized = { ...options, id: options.id || '' };
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/** This container's federation object, on the glue the shell published. */
export function containerFederation(published: PublishedBundlerRuntime | undefined): Federation {
  if (!published) {
    throw new Error('This remote needs a page that provides the federation runtime (the shell).');
  }
  const { runtime, bundlerRuntime, attachShareScopeMap } = published;
  return {
    runtime: { ...runtime, init: (options: InitOptions) => containerInit(runtime, options) },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...bundlerRuntime, S: {} },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  } as Federation;
}
