const transform = { '^.+\\.(t|j)sx?$': '@swc/jest' };
/** ESM-only packages the functions use, compiled for Jest's CommonJS like the sources. */
const transformIgnorePatterns = ['/node_modules/(?!(p-limit|yocto-queue)/)'];

/**
 * Three projects: `unit` runs alone in a second; `integration` starts the local stack (Firestore,
 * fakes, Auth and Functions emulators) once in its global setup; `odd-input` sends generated odd
 * payloads to every callable on a stack of its own. `npm test` runs them as two suites.
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
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/globalSetup.mjs',
      globalTeardown: '<rootDir>/test/integration/globalTeardown.mjs',
      setupFiles: ['<rootDir>/test/integration/support/env.ts'],
    },
    {
      // Its generated administrator calls may run bulk actions over everyone, so it runs on a
      // stack of its own, never beside the integration tests that count emails and approvals.
      displayName: 'odd-input',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/odd-input/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/globalSetup.mjs',
      globalTeardown: '<rootDir>/test/integration/globalTeardown.mjs',
      setupFiles: ['<rootDir>/test/integration/support/env.ts'],
    },
  ],
};
