/**
 * firestore.rules against the Cloud Firestore emulator, which the global setup starts alone (no
 * Auth: @firebase/rules-unit-testing makes the tokens).
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': '@swc/jest' },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/support/globalSetup.mjs',
  globalTeardown: '<rootDir>/support/globalTeardown.mjs',
  testTimeout: 30_000,
};
