const transform = { '^.+\\.(t|j)sx?$': '@swc/jest' };

/**
 * Two projects: `unit` runs alone in a second; `integration` starts the local stack (Firestore,
 * fakes, Auth and Functions emulators) once in its global setup. `jest --selectProjects unit`
 * skips the stack.
 */
/** @type {import('jest').Config} */
module.exports = {
  // Integration tests call functions over HTTP; a cold function start takes a few seconds.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/globalSetup.mjs',
      globalTeardown: '<rootDir>/test/integration/globalTeardown.mjs',
      setupFiles: ['<rootDir>/test/integration/support/env.ts'],
    },
  ],
};
