import { expect, request as playwrightRequest, test } from './fixtures'
import { emptySiteUrl, servedFromCache } from './helpers'

// What a hostile client tries, over HTTP against the built server (src/server/serve.mjs). The empty
// instance runs with the default TRUSTED_PROXY_HOPS=0: nothing in front of it may name the client.
// HTTP only, so the desktop project runs it once (playwright.config.ts).

test('a forged X-Forwarded-For does not buy more login attempts', async () => {
  const context = await playwrightRequest.newContext({ baseURL: emptySiteUrl() })
  const statuses: number[] = []
  for (let attempt = 1; attempt <= 24; attempt++) {
    const response = await context.post('/api/auth/login', {
      headers: { 'x-forwarded-for': `203.0.113.${attempt}`, 'x-real-ip': `203.0.113.${attempt}` },
      data: { email: `forged-${attempt}@example.com`, password: 'Wrong-Password-2026' },
    })
    statuses.push(response.status())
    if (response.status() === 429) {
      expect((await response.json()).error.message).toMatch(/^请求过于频繁，请在 \d+ 秒后重试$/)
      break
    }
  }
  // The login budget is 20 a minute per address; earlier specs may have used some of it.
  expect(statuses.at(-1)).toBe(429)
  expect(statuses.length).toBeLessThanOrEqual(21)
  await context.dispose()
})

for (const path of ['/api/news/%', '/api/categories/%zz', '/api/%%']) {
  test(`a malformed escape in ${path} gets a Chinese 400 in JSON`, async () => {
    const context = await playwrightRequest.newContext({ baseURL: emptySiteUrl() })
    const response = await context.get(path)
    expect(response.status()).toBe(400)
    expect(await response.json()).toEqual({ success: false, message: '网址格式不正确，请检查链接是否完整' })
    await context.dispose()
  })
}

for (const path of ['/abc%0adef', '/news/%00', '/product-detail/%E4%B8', '/api/products/%E4%B8']) {
  test(`a control character or invalid UTF-8 in ${path} gets a 404 that no cache keeps`, async () => {
    const context = await playwrightRequest.newContext({ baseURL: emptySiteUrl() })
    const response = await context.get(path)
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control']).toBe('no-store')
    await context.dispose()
  })
}

for (const path of ['/news/%', '/cases/%zz', '/product-detail/%']) {
  test(`a malformed escape in the page ${path} gets a Chinese 400 page`, async () => {
    const context = await playwrightRequest.newContext({ baseURL: emptySiteUrl() })
    const response = await context.get(path)
    expect(response.status()).toBe(400)
    expect(response.headers()['content-type']).toContain('text/html')
    expect(await response.text()).toContain('网址格式不正确，请检查链接是否完整')
    await context.dispose()
  })
}

test.describe('security headers', () => {
  // With a staff redirect (/xinwen, seeded) and a malformed address, answered before Next.
  const paths = ['/', '/news', '/api/categories', '/admin/login', '/cms-api/categories', '/xinwen', '/news/%']

  test('every answer limits what the page may load, and who may frame it', async ({ request }) => {
    for (const path of paths) {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(path === '/xinwen' ? 301 : path === '/news/%' ? 400 : 200)
      const headers = answer.headers()
      const policy = headers['content-security-policy'] ?? ''
      expect(policy, path).toContain("default-src 'self'")
      expect(policy, path).toContain("object-src 'none'")
      expect(policy, path).toContain("connect-src 'self'")
      expect(policy, path).toContain(
        path.startsWith('/admin') || path.startsWith('/cms-api') ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
      )
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
      // Plain HTTP here: HSTS only when the proxy says the request came over HTTPS.
      expect(headers['strict-transport-security'], path).toBeUndefined()
    }
    for (const path of ['/', '/xinwen']) {
      const overHttps = await request.get(path, { maxRedirects: 0, headers: { 'x-forwarded-proto': 'https' } })
      expect(overHttps.headers()['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains')
    }
  })

  test('the admin runs only scripts carrying its per-request nonce', async ({ request }) => {
    const nonces: string[] = []
    for (let i = 0; i < 2; i++) {
      const answer = await request.get('/admin/login')
      const policies = (answer.headers()['content-security-policy'] ?? '').split(/,\s*/)
      const withNonce = policies.find((policy) => /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/.test(policy))
      expect(withNonce, policies.join(' | ')).toBeDefined()
      expect(withNonce).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(withNonce).toContain("frame-ancestors 'none'")
      const nonce = /'nonce-([^']+)'/.exec(withNonce!)![1]!
      nonces.push(nonce)
      // Every script in the page carries it (Next adds it when the request holds the policy).
      const html = await answer.text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) expect(script, script).toContain(`nonce="${nonce}"`)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  test('a page served from the cache lets only its own inline scripts run', async ({ page, request }) => {
    for (const path of ['/', '/news', '/contact']) {
      // The first request renders and stores the page; the next ones are served from the cache.
      await expect
        .poll(async () => servedFromCache((await request.get(path)).headers()), { timeout: 15_000 })
        .toBe(true)
      const policies = ((await request.get(path)).headers()['content-security-policy'] ?? '').split(/,\s*/)
      const stored = policies.find((policy) => policy.startsWith("script-src 'self' 'sha256-"))
      expect(stored, `${path}: ${policies.join(' | ')}`).toBeDefined()
      expect(stored).not.toContain('unsafe-inline')
    }
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective))
    })
    await page.goto('/news')
    await page.waitForLoadState('networkidle')
    // The page's own scripts ran (it hydrated: the mobile menu button or the nav reacts), and none was refused.
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    expect(await page.evaluate(() => typeof (window as unknown as { __next_f?: unknown }).__next_f)).toBe('object')
    // Markup that slipped past the sanitiser cannot run: an inline handler is refused.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/no-such-image.png" alt="" onerror="window.__injected = true">',
      )
    })
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.length))
      .toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  })

  test('the policy breaks nothing on the site or the admin login (no violation reported)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    for (const path of ['/', '/news', '/services', '/contact', '/admin/login']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
      expect(violations, path).toEqual([])
    }
  })
})
