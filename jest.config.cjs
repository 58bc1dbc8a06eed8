// Unit and component tests of the front-end packages (the API has its own node:test suite).
// The remotes come from the one manifest (shared/src/contracts/remotes.ts), loaded through tsx.
const { remoteNames } = require('tsx/cjs/api').require('./shared/src/contracts/remotes.ts', __filename);
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared/src', '<rootDir>/shell/src', ...remoteNames.map((name) => `<rootDir>/${name}/src`)],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', isolatedModules: true }],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/shared/src/testing/style-stub.cjs',
    '\\.(png|jpe?g|svg|webp)$': '<rootDir>/shared/src/testing/file-stub.cjs',
    '^@club/shared$': '<rootDir>/shared/src/index.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/shared/src/testing/setup-tests.ts'],
};
