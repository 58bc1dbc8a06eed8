// The exposes map is this remote's whole public contract (see README.md).
export const federationName = 'mf_editor';
export const exposes = {
  './Editor': './src/exposes/Editor.tsx',
};
