// Unit and component tests of the front-end packages (the API has its own node:test suite).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared/src',
    '<rootDir>/shell/src',
    '<rootDir>/mf-content/src',
    '<rootDir>/mf-editor/src',
    '<rootDir>/mf-training/src',
    '<rootDir>/mf-members/src',
    '<rootDir>/mf-checkout/src',
  ],
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
