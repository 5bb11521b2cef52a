import { expect, request as playwrightRequest, test, type APIRequestContext } from './fixtures'

// deploy/nginx.conf, started by scripts/e2e.mjs in front of the seeded instance (E2E_PROXY_URL) and
// in front of the instance whose database is unreachable (E2E_BROKEN_PROXY_URL). Only HTTP is
// looked at, so the spec runs in the desktop project only (playwright.config.ts).
const proxyUrl = process.env.E2E_PROXY_URL ?? ''
const brokenProxyUrl = process.env.E2E_BROKEN_PROXY_URL ?? ''
test.beforeEach(() => {
  // In CI a missing nginx is a failure, not a reason to skip.
  if (process.env.CI === 'true') expect(proxyUrl && brokenProxyUrl, 'the nginx proxy was not started').toBeTruthy()
  test.skip(!proxyUrl || !brokenProxyUrl, 'the proxy is started by scripts/e2e.mjs')
})
// One after the other: two admin logins at the same moment can lose one of the sessions.
test.describe.configure({ mode: 'default' })

/** A fresh context without cookies: an anonymous visitor. */
const visitor = () => playwrightRequest.newContext({ baseURL: proxyUrl })

/**
 * Signs the context in as the admin through the proxy. Payload stores the sessions on the user, so
 * a login made at the same moment by another spec can drop this one: check it, and sign in again.
 */
async function staffToken(context: APIRequestContext): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const response = await context.post('/cms-api/users/login', {
      data: { email: 'admin@keyan.example.com', password: process.env.E2E_ADMIN_PASSWORD },
    })
    expect(response.ok()).toBe(true)
    const token = (await response.json()).token as string
    const me = await context.get('/cms-api/users/me', { headers: { Authorization: `JWT ${token}` } })
    if ((await me.json()).user || attempt === 3) return token
  }
}

async function cacheStatuses(context: APIRequestContext, path: string, times: number, headers = {}) {
  const statuses: string[] = []
  for (let i = 0; i < times; i++) {
    const response = await context.get(path, { headers })
    statuses.push(`${response.status()} ${response.headers()['x-cache'] ?? '-'}`)
  }
  return statuses
}

test.describe('micro-cache', () => {
  test('the second anonymous request of a page or an API list is a HIT', async () => {
    const context = await visitor()
    try {
      for (const path of ['/about', '/api/categories']) {
        const first = await context.get(path)
        expect(first.status()).toBe(200)
        const second = await context.get(path)
        expect(second.status(), path).toBe(200)
        expect(second.headers()['x-cache'], path).toBe('HIT')
        expect(await second.text()).toBe(await first.text())
      }
      // gzip for the visitor, whether the app or nginx compressed it.
      const compressed = await context.get('/api/news', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(compressed.headers()['content-encoding']).toBe('gzip')
    } finally {
      await context.dispose()
    }
  })

  test('a stored page’s RSC payload, fetched by its id, is kept too (and browsers may keep it for good)', async () => {
    const context = await visitor()
    try {
      let id: string | undefined
      await expect
        .poll(
          async () => {
            id = /\],"([\w-]{16})"\)<\/script>/.exec(await (await context.get('/about')).text())?.[1]
            return id !== undefined
          },
          { timeout: 15_000 },
        )
        .toBe(true)
      const ask = () => context.get(`/about?_rsc&_p=${id}`, { headers: { RSC: '1' } })
      const first = await ask()
      expect(first.status()).toBe(200)
      expect(first.headers()['content-type']).toBe('text/x-component')
      expect(first.headers()['cache-control']).toBe('public, max-age=31536000, s-maxage=10, immutable')
      const second = await ask()
      expect(second.headers()['x-cache']).toBe('HIT')
      expect(await second.text()).toBe(await first.text())
    } finally {
      await context.dispose()
    }
  })

  test('a browser that has the page answers 304 from the cache (the app tags each stored page once)', async () => {
    const context = await visitor()
    try {
      // The app tags a page when it stores it: its first render answers without a tag, so have the
      // app render it (a request with credentials passes the proxy's cache) before the proxy keeps it.
      await context.get('/cookies', { headers: { Authorization: 'Bearer none' } })
      await context.get('/cookies')
      const cached = await context.get('/cookies')
      expect(cached.headers()['x-cache']).toBe('HIT')
      const etag = cached.headers()['etag'] ?? ''
      expect(etag).toMatch(/^W\/"/)
      const revalidated = await context.get('/cookies', { headers: { 'If-None-Match': etag } })
      expect(revalidated.status()).toBe(304)
      expect(revalidated.headers()['x-cache']).toBe('HIT')
    } finally {
      await context.dispose()
    }
  })

  test('build assets are kept a year, immutable', async () => {
    const context = await visitor()
    try {
      const html = await (await context.get('/')).text()
      const script = html.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
      expect(script).toBeTruthy()
      await context.get(script!)
      const again = await context.get(script!)
      expect(again.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(again.headers()['x-cache']).toBe('HIT')
    } finally {
      await context.dispose()
    }
  })

  test('a staff edit shows through the proxy within 10 s', async () => {
    test.setTimeout(60_000)
    const staff = await playwrightRequest.newContext({ baseURL: proxyUrl })
    const context = await visitor()
    const token = await staffToken(staff)
    const authorization = { Authorization: `JWT ${token}` }
    // Its own published article (dated long ago: off the home page), so no other spec sees a change.
    const slug = `proxy-edit-${Date.now()}`
    const created = await staff.post('/cms-api/news', {
      headers: authorization,
      data: {
        title: `代理缓存测试 ${slug}`,
        slug,
        summary: '编辑前的摘要。',
        category: '技术进展',
        published_at: '2018-01-01T00:00:00.000Z',
        is_published: true,
        content: '<p>正文</p>',
      },
    })
    expect(created.ok()).toBe(true)
    const id = (await created.json()).doc.id as number
    try {
      const path = `/news/${slug}`
      const stored = await context.get(path)
      const storedAt = Date.now()
      expect(stored.headers()['x-cache']).toBe('MISS')
      expect(await stored.text()).toContain('编辑前的摘要。')

      const edited = await staff.patch(`/cms-api/news/${id}`, {
        headers: authorization,
        data: { summary: '编辑后的摘要。' },
      })
      expect(edited.ok()).toBe(true)

      // Staff (signed in) reach the app: they see the edit at once.
      const asStaff = await context.get(path, { headers: authorization })
      expect(asStaff.headers()['x-cache']).toBe('BYPASS')
      expect(await asStaff.text()).toContain('编辑后的摘要。')

      // Visitors get the stored copy while it is fresh (9-10 s: nginx counts whole seconds)...
      const cached = await context.get(path)
      if (Date.now() - storedAt < 8_000) {
        expect(cached.headers()['x-cache']).toBe('HIT')
        expect(await cached.text()).toContain('编辑前的摘要。')
      }
      // ...and the first request 10 s after it was stored has the edit.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, storedAt + 10_100 - Date.now())))
      const fresh = await context.get(path)
      expect(fresh.status()).toBe(200)
      expect(fresh.headers()['x-cache']).not.toBe('HIT')
      expect(await fresh.text()).toContain('编辑后的摘要。')
    } finally {
      await staff.delete(`/cms-api/news/${id}`, { headers: authorization })
      await staff.dispose()
      await context.dispose()
    }
  })
})

test.describe('what is never served from the cache', () => {
  test('signed-in requests (session cookie or Authorization) bypass the cache', async () => {
    const staff = await playwrightRequest.newContext({ baseURL: proxyUrl })
    const context = await visitor()
    try {
      const token = await staffToken(staff)
      for (const path of ['/services', '/api/news']) {
        await context.get(path) // an anonymous copy is stored
        expect(await cacheStatuses(context, path, 2, { Cookie: `consent=1; payload-token=${token}` })).toEqual([
          '200 BYPASS',
          '200 BYPASS',
        ])
        expect(await cacheStatuses(context, path, 2, { Authorization: `JWT ${token}` })).toEqual([
          '200 BYPASS',
          '200 BYPASS',
        ])
        // The staff context carries the cookie from the login answer.
        expect(await cacheStatuses(staff, path, 2)).toEqual(['200 BYPASS', '200 BYPASS'])
      }
      // The login answer itself (it sets the cookie) is never stored.
      const me = await staff.get('/api/auth/me')
      expect(me.headers()['x-cache']).not.toBe('HIT')
    } finally {
      await staff.dispose()
      await context.dispose()
    }
  })

  test('personal pages and personal API answers are never a HIT', async () => {
    const context = await visitor()
    try {
      for (const path of ['/profile', '/reset-password', '/api/auth/me']) {
        const statuses = await cacheStatuses(context, path, 3)
        expect(
          statuses.filter((status) => status.endsWith('HIT')),
          `${path}: ${statuses}`,
        ).toEqual([])
        expect((await context.get(path)).headers()['cache-control']).toBe('private, no-store')
      }
    } finally {
      await context.dispose()
    }
  })

  test('a 404 stays a 404; a 5xx is never stored', async () => {
    const context = await visitor()
    const broken = await playwrightRequest.newContext({ baseURL: brokenProxyUrl })
    try {
      // A 404 may be kept 10 s like any page (unknown addresses then cost the app nothing), but
      // it is served as the 404 it is.
      const missing = await cacheStatuses(context, `/no-such-page-${Date.now()}`, 2)
      expect(missing.map((status) => status.split(' ')[0])).toEqual(['404', '404'])
      // A page that failed as a whole (500), and a list page drawn with its failure message (503).
      for (const path of ['/api/categories', '/services/clinical-1v1', '/news']) {
        const statuses = await cacheStatuses(broken, path, 3)
        for (const status of statuses) {
          expect(Number(status.split(' ')[0]), `${path}: ${statuses}`).toBeGreaterThanOrEqual(500)
          expect(status, path).not.toMatch(/HIT$/)
        }
      }
    } finally {
      await broken.dispose()
      await context.dispose()
    }
  })
})
