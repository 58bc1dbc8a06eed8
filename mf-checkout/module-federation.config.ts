// The exposes map is this remote's whole public contract (see README.md).
export const federationName = 'mf_checkout';
export const exposes = {
  './CourseBlock': './src/exposes/CourseBlock.tsx',
  './MembershipWizard': './src/exposes/MembershipWizard.tsx',
};
