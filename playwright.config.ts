import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags.mjs'
import { TEST_BROWSER_PATH } from './src/testing/browsers.mjs'

const chromiumLaunch = {
  executablePath: TEST_BROWSER_PATH,
  args: CHROMIUM_FLAGS,
}

// scripts/e2e.mjs builds the app, starts it on fresh databases and sets these.
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000'

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: {
    timeout: 10_000,
    // Anti-aliasing and JPEG decoding may differ a little; a layout change moves far more pixels.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.2, maxDiffPixelRatio: 0.001 },
  },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    process.env.CI ? ['line'] : ['list'],
    // Per-test durations for finding what makes the suite slow (E2E_JSON_REPORT=/tmp/e2e.json).
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  // The spec files that took longest, printed at the end of the run (CI time is a budget).
  reportSlowTests: { max: 10, threshold: 60_000 },
  outputDir: 'test-results',
  // Visual baselines (visual.spec.ts): one set, since the suite always runs Debian's Chromium.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}-{projectName}{ext}',
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    // The Next internals the server relies on (HTTP only), checked before the rest: the rest assumes
    // them, and scale-out.spec.ts stops the Redis whose entries one of them reads.
    {
      name: 'next-internals',
      testMatch: '**/next-internals.spec.ts',
      use: { launchOptions: chromiumLaunch },
    },
    {
      name: 'desktop',
      testIgnore: ['**/visual.spec.ts', '**/next-internals.spec.ts'],
      dependencies: ['next-internals'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch },
    },
    {
      name: 'mobile',
      // HTTP only (no page): once is enough.
      testIgnore: ['**/proxy.spec.ts', '**/hardening.spec.ts', '**/visual.spec.ts', '**/next-internals.spec.ts'],
      dependencies: ['next-internals'],
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions: chromiumLaunch,
      },
    },
    // Visual regression (scripts/e2e.mjs runs these first, on the untouched seeded site).
    {
      name: 'visual-desktop',
      testMatch: '**/visual.spec.ts',
      use: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', launchOptions: chromiumLaunch },
    },
    {
      name: 'visual-mobile',
      testMatch: '**/visual.spec.ts',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        reducedMotion: 'reduce',
        launchOptions: chromiumLaunch,
      },
    },
  ],
})
