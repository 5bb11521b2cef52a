/**
 * Integration test files that run in a process of their own (vitest.config.ts): they set the
 * environment before the app's first import, or reset the module registry. The other integration
 * files share one module graph. src/testing/integration-isolation.test.ts keeps this list complete.
 */
export const OWN_PROCESS_INTEGRATION_TESTS = [
  'src/cms/storage.int.test.ts',
  'src/cms/auth/account-lock-redis.int.test.ts',
  'src/lib/rate-limit-redis.int.test.ts',
  'src/server/next-cache/handler-redis.int.test.ts',
  'src/features/projects/file-room/large-upload-disk.int.test.ts',
  'src/features/projects/file-room/large-upload-s3.int.test.ts',
]
