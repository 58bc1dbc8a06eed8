import { federatedAppConfig } from '@club/shared/build';
import { devPort, exposes, federationName } from './module-federation.config';

export default federatedAppConfig({
  dir: __dirname,
  name: federationName,
  port: devPort,
  exposes,
  title: 'Vereinsseite – Training',
});
