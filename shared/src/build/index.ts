export { federatedAppConfig, type FederatedAppOptions } from './webpack-config';
export { federationShared } from './federation';
export { federatedServerConfig, type ServerBuildOptions } from './webpack-server-config';
