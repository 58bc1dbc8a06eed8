import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

// A runtime plugin of the shell (see federationRuntimeSharing in webpack-config.ts): publishes
// the shell's own runtime-core where remotes built with `externalRuntime` look for it. It does
// what MF's `provideExternalRuntime` does, but with the ES module build the shell's runtime
// already contains; MF's plugin requires the CommonJS build and so put a second copy on the page.
const globalKey = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global as Record<string, unknown>;
      global[globalKey] ??= runtimeCore;
      return args;
    },
  };
}
