import { federatedAppConfig } from '@club/shared/build';
import { exposes, federationName } from './module-federation.config';

export default federatedAppConfig({
  dir: __dirname,
  name: federationName,
  port: 3003,
  exposes,
  title: 'Vereinsseite – Training',
});
