import path from 'node:path'
import { defineConfig } from 'vitest/config'

const serverOnlyStub = path.resolve(import.meta.dirname, 'src/testing/server-only-stub.ts')

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
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/testing/integration-global-setup.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
