/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': '@swc/jest' },
  testMatch: ['<rootDir>/test/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/globalSetup.mjs',
  globalTeardown: '<rootDir>/support/globalTeardown.mjs',
  // One browser journey at a time: the stack is shared and the machine has two cores.
  maxWorkers: 1,
  testTimeout: 120_000,
};
