import { federatedAppConfig } from '@club/shared/build';
import { exposes, federationName } from './module-federation.config';

export default federatedAppConfig({
  dir: __dirname,
  name: federationName,
  port: 3001,
  exposes,
  title: 'Vereinsseite – Inhalte',
});
