import { federatedAppConfig, federatedServerConfig } from '@club/shared/build';
import { devPort, exposes, federationName } from './module-federation.config';

// Two builds: the browser's (dist/) and the Node one the server renderer loads (dist/server/).
export default [
  federatedAppConfig({
    dir: __dirname,
    name: federationName,
    port: devPort,
    exposes,
    title: 'Vereinsseite – Inhalte',
    // Blocks load through lazyBlock: a page's HTML inlines only the CSS of the blocks it rendered.
    lazyPartModule: /[\\/]src[\\/]components[\\/]lazy-block\.ts$/,
    // Eight blocks link through BlockLink, several of them on the home page.
    partSharedModules: /[\\/]src[\\/](components[\\/]BlockLink\.tsx|lib[\\/]links\.ts)$/,
  }),
  () => federatedServerConfig({ dir: __dirname, name: federationName, exposes }),
];
