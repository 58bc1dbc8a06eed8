import { federatedAppConfig, federatedServerConfig } from '@club/shared/build';
import { exposes, federationName } from './module-federation.config';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

// Two builds: the browser's (dist/) and the server renderer the API loads (dist/server/ssr.js).
export default [
  federatedAppConfig({
    dir: __dirname,
    name: federationName,
    port: 3000,
    exposes,
    title: 'Sportverein',
    // `pnpm --filter shell dev`: the API, remotes.json and the remotes come from a running server.
    devServer: {
      proxy: [{ context: ['/api', '/remotes', '/remotes.json', '/site-config.json'], target: apiTarget }],
    },
  }),
  () =>
    federatedServerConfig({ dir: __dirname, name: federationName, exposes, entry: { ssr: './src/server/entry.ts' } }),
];
