import { federatedAppConfig } from '@club/shared/build';
import { exposes, federationName } from './module-federation.config';

const apiTarget = process.env.API_URL ?? 'http://localhost:8081';

export default federatedAppConfig({
  dir: __dirname,
  name: federationName,
  port: 8080,
  exposes,
  title: 'Sportverein',
  // `pnpm dev`: the API (and remotes.json) come from the API server started by `pnpm dev`.
  devServer: {
    proxy: [{ context: ['/api', '/remotes', '/remotes.json', '/site-config.json'], target: apiTarget }],
  },
});
