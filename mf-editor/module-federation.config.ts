// This remote's whole public contract is its entry in @club/shared/contracts' remote manifest
// (containers, dev port, exposes, and the props of each exposed module); see README.md.
import { containerOf, exposesOf, remoteManifest } from '@club/shared/contracts';

export const federationName = containerOf('mf-editor');
export const exposes = exposesOf('mf-editor');
export const devPort = remoteManifest['mf-editor'].devPort;
