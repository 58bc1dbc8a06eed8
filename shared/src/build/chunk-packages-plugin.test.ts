import { packageOf } from './chunk-packages-plugin';

describe('packageOf', () => {
  it('names the package a module comes from, scoped or not, behind loaders', () => {
    expect(packageOf('/w/node_modules/.pnpm/react-dom@19.2.9/node_modules/react-dom/cjs/client.js')).toBe('react-dom');
    expect(packageOf('/w/node_modules/.pnpm/x/node_modules/@module-federation/runtime-core/dist/index.js')).toBe(
      '@module-federation/runtime-core',
    );
    expect(packageOf('/w/node_modules/css-loader/dist/cjs.js!/w/mf-content/src/a.css')).toBe('own code');
  });

  it('tells the suite’s shared package and the bundler runtime from a remote’s own code', () => {
    expect(packageOf('/w/shared/src/api/client.ts')).toBe('@club/shared');
    expect(packageOf('webpack/runtime/consumes')).toBe('webpack/federation runtime');
    expect(packageOf('/w/mf-content/src/features/layout/Footer.tsx')).toBe('own code');
  });
});
