#!/usr/bin/env node
// Full-page screenshots for the docs (docs/screenshots/): home, a product page and a course page
// at 1280 and 390 px, from a running site, in Debian's Chromium.
//   node scripts/docs-screenshots.mjs --base http://localhost:3000 --out docs/screenshots --prefix after
// JPEG keeps the repository small; these are for people to look at, not for comparisons (the
// visual regression suite keeps its own PNG baselines).
/* global document, window */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS } from './lib/chromium-flags.mjs'

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'docs/screenshots' },
    prefix: { type: 'string', default: 'after' },
    pages: { type: 'string', default: 'home=/,product=/product-detail/1,course=/services/statistical-analysis' },
  },
})

const PAGES = values.pages.split(',').map((entry) => entry.split('='))
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true },
]

fs.mkdirSync(values.out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
})
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: width.viewport,
      isMobile: width.isMobile,
      hasTouch: width.isMobile,
      locale: 'zh-CN',
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const [name, pathname] of PAGES) {
      await page.goto(new URL(pathname, values.base).href, { waitUntil: 'networkidle' })
      // Walk down the page so lazy images load and scroll-triggered content shows, then go back up.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += width.viewport.height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await page.waitForTimeout(60)
      }
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(400)
      const file = path.join(values.out, `${values.prefix}-${name}-${width.name}.jpg`)
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 })
      console.log(`${file} (${Math.round(fs.statSync(file).size / 1024)} KB)`)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
