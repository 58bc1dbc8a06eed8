import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import * as runtime from '@module-federation/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves this part of the glue out; remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { publishedBundlerRuntimeKey, type PublishedBundlerRuntime } from './container-federation';

// A runtime plugin of the shell (see federationRuntimeSharing in webpack-config.ts): publishes
// the shell's own runtime-core where remotes built with `externalRuntime` look for it. It does
// what MF's `provideExternalRuntime` does, but with the ES module build the shell's runtime
// already contains; MF's plugin requires the CommonJS build and so put a second copy on the page.
// It also publishes the bundler runtime's glue, which production remotes use instead of their
// own copy (container-bundler-runtime.ts).
const globalKey = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global as Record<string, unknown>;
      global[globalKey] ??= runtimeCore;
      global[publishedBundlerRuntimeKey] ??= {
        runtime,
        bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
        attachShareScopeMap,
      } satisfies PublishedBundlerRuntime;
      return args;
    },
  };
}
