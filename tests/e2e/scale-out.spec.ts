import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from './fixtures'
import sharp from 'sharp'
import { adminToken, servedFromCache } from './helpers'

// Two instances on one PostgreSQL database, one Redis and one S3 bucket (scripts/e2e-scale.mjs
// started them together on an empty database). Protocol-level, so one project runs them, in order:
// the last test stops Redis.
const [siteA, siteB] = [process.env.E2E_SCALE_A_URL ?? '', process.env.E2E_SCALE_B_URL ?? '']

// No retries: the tests change what the next ones find (the last one stops Redis).
test.describe.configure({ mode: 'serial', retries: 0 })
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'protocol-level checks run once')
  const missing = process.env.E2E_SCALE_SKIPPED ?? 'the scale-out instances were not started'
  // In CI a missing PostgreSQL, Redis or bucket is a failure, not a reason to skip.
  if (process.env.CI === 'true') expect(siteA && siteB, `scale-out instances: ${missing}`).toBeTruthy()
  test.skip(!siteA || !siteB, missing)
})

/**
 * Asks `url` again and again until its text does (or no longer does) include `wanted`. The edit
 * (whose answer came at `editedAt`) must be seen by every request sent 2 s or more after it: an old
 * answer to such a request fails the test. The time a server then takes to render the fresh page
 * is rendering, not propagation, and is not counted: on a loaded two-core CI machine a first render
 * of /news once took longer than the whole 2 s. On failure it says what the last answer was and
 * where it came from, since a miss here is about caching, not text.
 */
async function expectWithin2s(
  request: APIRequestContext,
  url: string,
  wanted: string,
  included: boolean,
  editedAt: number,
) {
  for (;;) {
    const sentAt = Date.now()
    const response = await request.get(url, { timeout: 30_000 })
    const headers = response.headers()
    // Anything but a 200 matches neither expectation.
    const seen = response.status() === 200 ? (await response.text()).includes(wanted) : null
    if (seen === included) return
    if (sentAt - editedAt >= 2000) {
      const last = `${response.status()}, X-Nextjs-Cache ${headers['x-nextjs-cache']}, X-Origin-Cache ${headers['x-origin-cache']}, Age ${headers['age']}`
      throw new Error(
        `${url} ${included ? 'still lacks' : 'still shows'} ${wanted} in the answer to a request sent ${sentAt - editedAt} ms after the edit; that answer: ${last}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function pageText(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return response.text()
}

test('both instances serve the seeded site from the one database (seeded once)', async ({ request }) => {
  for (const site of [siteA, siteB]) {
    expect(await pageText(request, `${site}/news`)).toContain('单细胞多组学技术推动肿瘤微环境研究进入新阶段')
  }
  // Seeded once: every seeded category and article is there exactly once.
  for (const [list, field] of [
    ['/api/categories', 'name'],
    ['/api/news', 'slug'],
  ]) {
    const items = (await (await request.get(`${siteA}${list}`)).json()).data as Record<string, string>[]
    const keys = items.map((item) => item[field])
    expect(keys.length, list).toBeGreaterThan(3)
    expect(new Set(keys).size, list).toBe(keys.length)
  }
})

test('a page stored by A gets its RSC payload from B’s memory too (by the id in its loader)', async ({ request }) => {
  // Stored by A (a cache hit there), then read by B: B takes the page from Redis and keeps its payload.
  let html = ''
  await expect
    .poll(
      async () => {
        const response = await request.get(`${siteA}/about`)
        html = await response.text()
        return servedFromCache(response.headers())
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  const id = /\],"([\w-]{16})"\)<\/script>/.exec(html)?.[1]
  expect(id, 'the stored page’s loader names its payload').toBeTruthy()
  expect((await request.get(`${siteB}/about`)).status()).toBe(200)
  for (const site of [siteA, siteB]) {
    const payload = await request.get(`${site}/about?_rsc&_p=${id}`, { headers: { RSC: '1' } })
    expect(payload.status(), site).toBe(200)
    expect(payload.headers()['content-type'], site).toBe('text/x-component')
    // From memory, named by its content (Next's own answer would be shared for seconds only).
    expect(payload.headers()['cache-control'], site).toBe('public, max-age=31536000, s-maxage=10, immutable')
    expect(await payload.text(), site).toContain('关于我们')
  }
})

test('an edit through instance A shows on instance B’s cached pages within 2 s', async ({ request, playwright }) => {
  // API reads as a visitor: a signed-in read (the admin's cookie on `request`) is never answered from memory.
  const visitor = await playwright.request.newContext()
  await request.get(`${siteB}/news`)
  expect(servedFromCache((await request.get(`${siteB}/news`)).headers())).toBe(true)
  // B's API list is kept in B's memory (src/server/origin-response-cache.mjs) once asked twice.
  await expect
    .poll(async () => (await visitor.get(`${siteB}/api/news`)).headers()['x-origin-cache'], { timeout: 10_000 })
    .toBe('HIT')
  // And the page, for a visitor (2026-11-26-pages-from-memory.md).
  await expect
    .poll(async () => (await visitor.get(`${siteB}/news`)).headers()['x-origin-cache'], { timeout: 10_000 })
    .toBe('HIT')
  const auth = { Authorization: `JWT ${await adminToken(request, siteA)}` }
  const slug = `scale-out-${Date.now()}`
  const title = `多实例测试文章 ${slug}`
  const created = await request.post(`${siteA}/cms-api/news`, {
    headers: auth,
    data: {
      title,
      slug,
      summary: '多实例缓存测试',
      category: '技术进展',
      published_at: '2019-01-03T00:00:00.000Z',
      is_published: true,
    },
  })
  expect(created.ok()).toBe(true)
  const createdAt = Date.now()
  const id = (await created.json()).doc.id as number

  expect(await pageText(request, `${siteA}/news`)).toContain(title)
  await expectWithin2s(request, `${siteB}/news`, title, true, createdAt)
  expect(await pageText(request, `${siteB}/news/${slug}`)).toContain(title)
  await expectWithin2s(visitor, `${siteB}/api/news`, slug, true, createdAt)
  await expectWithin2s(visitor, `${siteB}/news`, title, true, createdAt)

  expect((await request.delete(`${siteB}/cms-api/news/${id}`, { headers: auth })).ok()).toBe(true)
  const deletedAt = Date.now()
  await expectWithin2s(request, `${siteA}/news`, title, false, deletedAt)
  await expectWithin2s(visitor, `${siteB}/api/news`, slug, false, deletedAt)
  await expectWithin2s(visitor, `${siteB}/news`, title, false, deletedAt)
  await visitor.dispose()
})

test('sign-in attempts are counted across instances', async ({ request }) => {
  const headers = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` }
  // A new address each time, so this counts the per-address budget, not the account lockout.
  let attempts = 0
  const attempt = (site: string) =>
    request.post(`${site}/api/auth/login`, {
      headers,
      data: { email: `nobody-${Date.now()}-${++attempts}@example.com`, password: 'wrong-password-1' },
    })
  for (let index = 0; index < 20; index += 1) {
    expect((await attempt(index % 2 === 0 ? siteA : siteB)).status()).toBe(401)
  }
  const refused = await attempt(siteA)
  expect(refused.status()).toBe(429)
  expect(JSON.stringify(await refused.json())).toContain('请求过于频繁')
  expect((await attempt(siteB)).status()).toBe(429)
})

test('wrong passwords lock an account from one address on every instance', async ({ request }) => {
  const headers = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` }
  const email = `locked-${Date.now()}@example.com`
  const attempt = (site: string) =>
    request.post(`${site}/api/auth/login`, { headers, data: { email, password: 'wrong-password-1' } })
  for (let index = 0; index < 5; index += 1) {
    expect((await attempt(index % 2 === 0 ? siteA : siteB)).status()).toBe(401)
  }
  expect((await attempt(siteB)).status()).toBe(423)
  expect((await attempt(siteA)).status()).toBe(423)
})

test('sign-ins of one account at the same moment on both instances keep every session', async ({ request }) => {
  const headers = { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 200) + 20}` }
  const signIn = (site: string) =>
    request.post(`${site}/cms-api/users/login`, {
      headers,
      data: { email: 'admin@keyan.example.com', password: process.env.E2E_ADMIN_PASSWORD },
    })
  const answers = await Promise.all([siteA, siteB, siteA, siteB, siteA, siteB].map(signIn))
  const tokens: string[] = []
  for (const answer of answers) {
    expect(answer.status()).toBe(200)
    tokens.push((await answer.json()).token)
  }
  for (const [index, token] of tokens.entries()) {
    const me = await request.get(`${index % 2 === 0 ? siteB : siteA}/cms-api/users/me`, {
      headers: { Authorization: `JWT ${token}` },
    })
    expect((await me.json()).user?.email, `session ${index + 1} of 6`).toBe('admin@keyan.example.com')
  }
})

test('a file uploaded through A is stored in the bucket and served by B', async ({ request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request, siteA)}` }
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#1f66c4' } })
    .png()
    .toBuffer()
  const name = `scale-${Date.now()}.png`
  const uploaded = await request.post(`${siteA}/cms-api/media`, {
    headers: auth,
    multipart: { file: { name, mimeType: 'image/png', buffer: png }, _payload: JSON.stringify({ alt: '多实例上传' }) },
  })
  expect(uploaded.ok(), await uploaded.text()).toBe(true)
  const doc = (await uploaded.json()).doc as { id: number; url: string; filename: string }
  try {
    const served = await request.get(`${siteB}${doc.url}`)
    expect(served.status()).toBe(200)
    expect(Buffer.compare(await served.body(), png)).toBe(0)
    const stored = fs.readdirSync(process.env.E2E_SCALE_BUCKET_DIR ?? '', { recursive: true }).map(String)
    expect(stored.some((file) => file.includes(doc.filename))).toBe(true)
    expect(fs.existsSync(path.join(process.env.E2E_SCALE_A_DATA_DIR ?? '', 'uploads', doc.filename))).toBe(false)
  } finally {
    await request.delete(`${siteA}/cms-api/media/${doc.id}`, { headers: auth })
  }
})

test('each instance keeps Next’s cache (optimised images) in a folder of its own', async ({ request }) => {
  const imagesOf = (dataDir: string | undefined) => {
    const folder = path.join(dataDir ?? '', 'next', 'cache', 'images')
    return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).length : 0
  }
  const buildImages = () => {
    const folder = path.resolve('.next', 'cache', 'images')
    return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).length : 0
  }
  const [aDir, bDir] = [process.env.E2E_SCALE_A_DATA_DIR, process.env.E2E_SCALE_B_DATA_DIR]
  expect(fs.existsSync(path.join(aDir ?? '', 'next', 'BUILD_ID'))).toBe(true)
  expect(fs.existsSync(path.join(bDir ?? '', 'next', 'BUILD_ID'))).toBe(true)
  const media = (await (await request.get(`${siteA}/cms-api/media?limit=1&depth=0`)).json()).docs as { url: string }[]
  expect(media.length).toBe(1)
  const [beforeB, beforeBuild] = [imagesOf(bDir), buildImages()]
  const optimised = await request.get(`${siteA}/_next/image?url=${encodeURIComponent(media[0]!.url)}&w=128&q=75`)
  expect(optimised.status()).toBe(200)
  expect(optimised.headers()['content-type']).toMatch(/^image\//)
  await expect.poll(() => imagesOf(aDir), { timeout: 5_000 }).toBeGreaterThan(0)
  expect(imagesOf(bDir)).toBe(beforeB)
  expect(buildImages()).toBe(beforeBuild)
})

test('with Redis stopped, both instances keep serving pages and answering sign-ins', async ({ request }) => {
  process.kill(Number(process.env.E2E_SCALE_REDIS_PID), 'SIGKILL')
  for (const site of [siteA, siteB]) {
    expect(await pageText(request, `${site}/`)).toContain('科研学术服务平台')
    expect(await pageText(request, `${site}/news`)).toContain('科研新闻')
    const login = await request.post(`${site}/api/auth/login`, {
      data: { email: 'nobody@example.com', password: 'wrong-password-1' },
    })
    expect(login.status()).toBe(401)
  }
  const health = await request.get(`${siteA}/api/health`)
  expect(health.status()).toBe(503)
})
