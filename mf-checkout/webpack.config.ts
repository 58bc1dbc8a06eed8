import { federatedAppConfig, federatedServerConfig } from '@club/shared/build';
import { devPort, exposes, federationName } from './module-federation.config';

// Two builds: the browser's (dist/) and the Node one the server renderer loads (dist/server/), so
// course pages and the membership page arrive as finished HTML instead of a client-only slot.
export default [
  federatedAppConfig({
    dir: __dirname,
    name: federationName,
    port: devPort,
    exposes,
    title: 'Vereinsseite – Kasse',
  }),
  () => federatedServerConfig({ dir: __dirname, name: federationName, exposes }),
];
