// The exposes map is this remote's whole public contract (see README.md).
export const federationName = 'mf_content';
export const exposes = {
  './Layout': './src/exposes/Layout.tsx',
  './ContentPage': './src/exposes/ContentPage.tsx',
  './NewsRoutes': './src/exposes/NewsRoutes.tsx',
};
