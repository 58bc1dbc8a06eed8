export { federatedAppConfig, type FederatedAppOptions } from './webpack-config';
export { federationShared } from './federation';
