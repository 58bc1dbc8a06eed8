// The exposes map is this remote's whole public contract (see README.md).
export const federationName = 'mf_training';
export const exposes = {
  './TrainingPage': './src/exposes/TrainingPage.tsx',
  './TrainingScheduleBlock': './src/exposes/TrainingScheduleBlock.tsx',
};
