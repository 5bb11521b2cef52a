import path from 'node:path'
import { defineConfig, type ViteUserConfig } from 'vitest/config'
import { OWN_PROCESS_INTEGRATION_TESTS } from './src/testing/own-process-integration-tests.mjs'

const serverOnlyStub = path.resolve(import.meta.dirname, 'src/testing/server-only-stub.ts')

const integration: ViteUserConfig['test'] & object = {
  // The seeded database is made once for the run (both projects name it; the second finds it made).
  globalSetup: ['src/testing/integration-global-setup.ts'],
  environment: 'node',
  pool: 'forks',
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 180_000,
}

export default defineConfig({
  resolve: { tsconfigPaths: true, alias: { 'server-only': serverOnlyStub } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      // Integration tests share one seeded database and run one file at a time. Most share one module
      // graph too (one Payload start for all of them, about 4× faster); the files that set the
      // environment before importing the app, or reset the module registry, get a process each
      // (OWN_PROCESS_INTEGRATION_TESTS; src/testing/integration-isolation.test.ts keeps the list).
      // Run both with --project 'integration*'.
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          exclude: OWN_PROCESS_INTEGRATION_TESTS,
          isolate: false,
          sequence: { groupOrder: 0 },
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-own-process',
          include: OWN_PROCESS_INTEGRATION_TESTS,
          isolate: true,
          sequence: { groupOrder: 1 },
          ...integration,
        },
      },
    ],
  },
})
