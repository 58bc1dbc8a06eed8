// The exposes map is this remote's whole public contract (see README.md).
export const federationName = 'mf_members';
export const exposes = {
  './MembersPage': './src/exposes/MembersPage.tsx',
  './PersonalInfoBlock': './src/exposes/PersonalInfoBlock.tsx',
};
