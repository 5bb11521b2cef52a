// Playwright's test with one change: a page driven by a test waits, after each navigation, until
// React has hydrated a stored page. Such a page asks for its scripts only after its first paint
// (src/server/next-cache/scripts-after-first-paint.mjs), so a click right after `goto` could reach a button that
// does nothing yet. Specs import `test` and `expect` from here.
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/** True once the page has no deferred scripts, or React has hydrated it (HydrationMark). */
function hydratedOrNotDeferred(): boolean {
  return (
    !document.querySelector('script[data-scripts-after-paint]') ||
    document.documentElement.hasAttribute('data-hydrated')
  )
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForHydrationAfterNavigations(page)
    await provide(page)
  },
})

export function waitForHydrationAfterNavigations(page: Page): void {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        await page.waitForFunction(hydratedOrNotDeferred, undefined, { timeout: 15_000 })
        return response
      },
    })
  }
}
