// Dates and times read as the course's attendees in Spain see them, whatever the machine's zone.
process.env.TZ = 'Europe/Madrid';

/** @type {import('jest').Config} */
export default {
  testEnvironment: '<rootDir>/test/jsdomEnvironment.js',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  // ESM-only packages of the calendar file (the `ics` library), compiled like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(nanoid|runes2)/)'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpe?g|woff2?)$': '<rootDir>/test/fileStub.ts',
    // `import.meta.env` exists only under Vite; tests read a fixed configuration instead.
    '^(.*)/firebase/env$': '<rootDir>/test/envStub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testMatch: ['<rootDir>/test/**/*.test.{ts,tsx}'],
  // Full-page renders of MUI forms typed key by key take seconds on a 2-core machine.
  testTimeout: 20000,
  restoreMocks: true,
};
