import { federatedAppConfig } from '@club/shared/build';
import { exposes, federationName } from './module-federation.config';

export default federatedAppConfig({
  dir: __dirname,
  name: federationName,
  port: 3002,
  exposes,
  title: 'Vereinsseite – Editor',
});
