// Where the test and measurement scripts find their browsers (scripts/lib/chromium-flags.mjs has the flags).

/**
 * The browser of the Playwright suite: Debian's package of Chromium's headless shell (the headless
 * mode Playwright itself uses by default), the same engine and version as Debian's Chromium without
 * its desktop browser around it. About a third less time per test than `chromium --headless` on this machine,
 * same pixels (docs/decisions/2026-11-29-e2e-time.md).
 */
export const TEST_BROWSER_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

/** Lighthouse's browser (the bench, the SEO spec): Debian's Chromium, as Lighthouse expects. */
export const LIGHTHOUSE_BROWSER_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
