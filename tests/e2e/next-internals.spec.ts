import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'
import { expect, test, type APIRequestContext } from './fixtures'
import { brokenSiteUrl } from './helpers'
import { decode as decodeEntry } from '@/server/next-cache/entry-codec.mjs'
import { payloadId, payloadIdInPage } from '@/server/next-cache/page-payloads.mjs'
import {
  firstLoadScripts,
  inlinePayload,
  LOADER_ATTRIBUTE,
  withScriptsAfterFirstPaint,
} from '@/server/next-cache/scripts-after-first-paint.mjs'
import { withErrorScreen } from '@/server/server-error-screen.mjs'

// Contract tests of the Next internals the production server (src/server/) relies on, against the
// built app that scripts/e2e.mjs starts: one test per internal, each failing with a message that
// names the internal and the files that rely on it. After a Next upgrade:
//   npm run build && npm run test:next-contract
// A failure here means Next changed something the server reads or rewrites: fix the named files
// (or pin Next), not this spec. The behaviour the site gets from these internals is tested where it
// belongs (page-cache, errors, scale-out, hardening specs and src/server/*.test.ts); this spec only
// says which internal moved. HTTP only: a project of its own (playwright.config.ts) that the
// desktop and mobile projects wait for, so it runs once and before scale-out.spec.ts stops Redis.

/** The message of a failed check: which Next internal changed, and which files rely on it. */
function contract(internal: string, files: string[]): (detail: string) => string {
  return (detail) => `Next internal "${internal}" (relied on by ${files.join(', ')}) changed: ${detail}`
}

let requests = 0
/** A token of its own for each use (addresses, query strings) so no earlier answer is reused. */
const fresh = () => `${process.pid}-${Date.now().toString(36)}-${++requests}`

/**
 * Asked as a reload: the server's memory (origin-response-cache.mjs) lets Next answer, so the answer
 * is Next's own (and replaces what the memory held).
 */
const NEXTS_OWN = { 'cache-control': 'no-cache' }

/** A page Next serves from its page cache (`X-Nextjs-Cache: HIT`): its HTML and headers. */
async function storedPage(request: APIRequestContext, address: string, message: string) {
  let found: { html: string; headers: Record<string, string> } | null = null
  await expect
    .poll(
      async () => {
        const response = await request.get(address, { headers: NEXTS_OWN })
        if (response.status() !== 200 || response.headers()['x-nextjs-cache'] !== 'HIT') return false
        found = { html: await response.text(), headers: response.headers() }
        return true
      },
      { message, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/** The scripts Next writes as tags that a browser runs (chunk files; noModule ones skipped). */
const chunkTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag))
/** Every link that preloads a script. */
const scriptPreloads = (html: string) => [...html.matchAll(/<link\b[^>]*\bas="script"[^>]*>/g)].map((match) => match[0])
/** Inline scripts that hand React its payload (`self.__next_f`), the loader excepted. */
const payloadScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !(match[1] ?? '').includes(LOADER_ATTRIBUTE) && (match[2] ?? '').includes('__next_f'))
    .map((match) => match[0].slice(0, 80))

/** The scale-out pair's first instance; in CI their absence fails, elsewhere the caller skips. */
function scaleOutSite(): string | undefined {
  const site = process.env.E2E_SCALE_A_URL
  const missing = process.env.E2E_SCALE_SKIPPED ?? 'the scale-out instances were not started'
  if (process.env.CI === 'true') expect(site, `scale-out instances (PostgreSQL + Redis): ${missing}`).toBeTruthy()
  return site || undefined
}

test('X-Nextjs-Cache header: HIT from the page cache, MISS for a render, read by the server', async ({ request }) => {
  const changed = contract('X-Nextjs-Cache header', [
    'src/server/origin-response-cache.mjs',
    'src/server/server-error-screen.mjs',
    'src/server/metrics.mjs',
    'src/server/draining-server.mjs',
  ])
  const metricsText = async () => (await request.get('/metrics')).text()
  const count = (text: string, result: string) =>
    Number(new RegExp(`^keyan_page_cache_responses_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0)
  const before = await metricsText()
  // (STALE, a stored page past its revalidate time, is not reached in a run: pages revalidate hourly.)
  await storedPage(
    request,
    '/about',
    changed('a stored page (/about, asked again and again) never said X-Nextjs-Cache: HIT'),
  )
  const firstRender = await request.get(`/news/contract-${fresh()}`)
  expect(firstRender.status()).toBe(404)
  expect(
    firstRender.headers()['x-nextjs-cache'],
    changed('the first render of a new address (a news article that does not exist) does not say X-Nextjs-Cache: MISS'),
  ).toBe('MISS')
  const failedRender = await request.get(`${brokenSiteUrl()}/news`)
  expect(
    failedRender.headers()['x-nextjs-cache'],
    changed(
      'a cached page rendered with a failure (/news, database away) does not say MISS: the visitors sharing that render are then answered 200 instead of 503',
    ),
  ).toBe('MISS')
  // The server reads the header from the response (response.getHeader) when the answer closes.
  await expect
    .poll(
      async () => {
        const after = await metricsText()
        return count(after, 'HIT') > count(before, 'HIT') && count(after, 'MISS') > count(before, 'MISS')
      },
      {
        message: changed(
          'the server did not count the HIT and the MISS in keyan_page_cache_responses_total: response.getHeader("x-nextjs-cache") no longer reads what Next sends',
        ),
        timeout: 5_000,
      },
    )
    .toBe(true)
})

/** A page cache entry as handler.mjs encodes it in Redis (Buffers and Maps tagged: see its encode). */
type StoredEntry = {
  key: string
  lastModified: number
  tags: string[]
  cacheControl?: { revalidate?: unknown }
  value: Record<string, unknown> & { kind?: unknown; headers?: Record<string, unknown> }
}

/** Every page cache entry in the scale-out pair's Redis (their tag times and version counter left out). */
async function storedEntries(redis: Redis): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = []
  for await (const keys of redis.scanStream({ match: 'next-cache:*', count: 500 }) as AsyncIterable<string[]>) {
    for (const key of keys) {
      if ((await redis.type(key)) !== 'string') continue
      const text = await redis.get(key)
      const entry = text ? decodeEntry(text) : null
      if (entry && typeof entry === 'object' && 'value' in entry) entries.push({ ...(entry as StoredEntry), key })
    }
  }
  return entries
}

/** The scale-out pair's Redis (scripts/e2e-scale.mjs). */
function scaleOutRedisUrl(): string {
  const url = process.env.E2E_SCALE_REDIS_URL
  expect(url, 'scripts/e2e.mjs did not pass E2E_SCALE_REDIS_URL').toBeTruthy()
  return url!
}

test('cache handler values: APP_PAGE, APP_ROUTE and FETCH as Next hands them to the handler', async ({ request }) => {
  const changed = contract('cache handler values (kind, html, rscData, segmentData, body, x-next-cache-tags, status)', [
    'src/server/next-cache/handler.mjs',
    'src/server/next-cache/rules.mjs',
    'src/server/next-cache/page-payloads.mjs',
  ])
  const site = scaleOutSite()
  test.skip(!site, process.env.E2E_SCALE_SKIPPED ?? 'the scale-out instances were not started')
  const redis = new Redis(scaleOutRedisUrl(), { lazyConnect: true, maxRetriesPerRequest: 1 })
  await redis.connect()
  try {
    // A page and a route answer stored by instance A, found in Redis by the entity tag each answer
    // carries (rules.mjs computes it when the entry is stored). Polled: an edit by a spec running
    // beside this one may replace them meanwhile.
    let entries: StoredEntry[] = []
    let page: StoredEntry | undefined
    let route: StoredEntry | undefined
    await expect
      .poll(
        async () => {
          const pageAnswer = await request.get(`${site}/about`, { headers: NEXTS_OWN })
          const routeAnswer = await request.get(`${site}/robots.txt`, { headers: NEXTS_OWN })
          if (pageAnswer.headers()['x-nextjs-cache'] !== 'HIT' || routeAnswer.headers()['x-nextjs-cache'] !== 'HIT')
            return false
          entries = await storedEntries(redis)
          page = entries.find((entry) => entry.value.headers?.etag === pageAnswer.headers().etag)
          route = entries.find((entry) => entry.value.headers?.etag === routeAnswer.headers().etag)
          return Boolean(page && route)
        },
        {
          message: changed(
            'no entry in Redis carries the entity tag of instance A’s /about or /robots.txt (served from its page cache): rules.mjs withEntityTag found no html or body to hash, or handler.mjs could not encode what it was given',
          ),
          timeout: 20_000,
        },
      )
      .toBe(true)

    const value = page!.value
    expect(value.kind, changed('a rendered page is not handed over as kind "APP_PAGE"')).toBe('APP_PAGE')
    // rules.mjs rewrites the HTML and adds the script policy only when Next hands it over as a string.
    const html = value.html
    expect(
      typeof html === 'string' &&
        html.includes(`<script ${LOADER_ATTRIBUTE}="">`) &&
        String(value.headers?.['content-security-policy']).startsWith("script-src 'self' 'sha256-"),
      changed('a page’s `html` was not a string (rules.mjs withStoredHeaders left it alone)'),
    ).toBe(true)
    const rscData = value.rscData
    expect(Buffer.isBuffer(rscData), changed('a page’s `rscData` is not a Buffer')).toBe(true)
    expect(
      payloadIdInPage(html as string),
      changed(
        'a page’s `rscData` is not the RSC payload its HTML carried inline (the stored page does not fetch it by its id)',
      ),
    ).toBe(payloadId((rscData as Buffer).toString('utf8')))
    const segments = value.segmentData
    expect(
      segments instanceof Map && segments.size > 0 && [...segments.values()].every((part) => Buffer.isBuffer(part)),
      changed('a page’s `segmentData` is not a Map of Buffers (handler.mjs encode and approximateSize)'),
    ).toBe(true)
    expect(
      [undefined, 200],
      changed(`a page rendered 200 is handed over with status ${String(value.status)}`),
    ).toContain(value.status)
    const pageTags = value.headers?.['x-next-cache-tags']
    expect(typeof pageTags, changed('a page’s `headers["x-next-cache-tags"]` is not a string')).toBe('string')
    const tags = String(pageTags).split(',')
    expect(page!.tags, changed('the entry’s tags (handler.mjs tagsOf) miss the page’s x-next-cache-tags')).toEqual(
      expect.arrayContaining(tags),
    )
    // A staff edit expires a page by the tags of the cached reads it made: they must be among its own.
    const dataTags = tags.filter((tag) => !tag.startsWith('_N_T_'))
    expect(
      dataTags.length,
      changed(`the page’s x-next-cache-tags (${tags.join(', ')}) do not name the tags of its cached reads`),
    ).toBeGreaterThan(0)
    expect(
      typeof page!.cacheControl?.revalidate,
      changed('the set() context carries no cacheControl.revalidate (kept with the entry, returned by get())'),
    ).toBe('number')

    const answer = route!.value
    expect(answer.kind, changed('a route handler’s answer is not handed over as kind "APP_ROUTE"')).toBe('APP_ROUTE')
    expect(Buffer.isBuffer(answer.body), changed('an APP_ROUTE `body` is not a Buffer')).toBe(true)
    expect(answer.status, changed('an APP_ROUTE `status` is not its status code')).toBe(200)
    expect(typeof answer.headers?.['x-next-cache-tags'], changed('an APP_ROUTE has no x-next-cache-tags header')).toBe(
      'string',
    )

    // unstable_cache reads (src/lib/cache.ts): kind FETCH, their tags given in the set() context.
    const reads = entries.filter((entry) => entry.value.kind === 'FETCH')
    expect(reads.length, changed('no cached read is handed over as kind "FETCH"')).toBeGreaterThan(0)
    for (const read of reads) {
      const data = read.value.data as { body?: unknown; status?: unknown } | undefined
      expect(typeof data?.body, changed(`a FETCH entry’s data.body is not a string (${read.key})`)).toBe('string')
      expect(
        read.tags.length,
        changed(`a FETCH entry has no tags: the set() context carries no tags (${read.key})`),
      ).toBeGreaterThan(0)
    }
    const readTags = new Set(reads.flatMap((read) => read.tags))
    expect(
      dataTags.filter((tag) => !readTags.has(tag)),
      changed('the page names data tags no cached read was stored under'),
    ).toEqual([])

    // Not-found answers are never kept (rules.mjs isStorable reads `status`).
    const missing = `/news/contract-${fresh()}`
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer404 = await request.get(site + missing)
      expect(answer404.status()).toBe(404)
      expect(
        answer404.headers()['x-nextjs-cache'],
        changed(`a 404 page (${missing}) was stored: it is not handed over with status 404`),
      ).toBe('MISS')
    }
    const stored404 = (await storedEntries(redis)).filter((entry) => entry.value.status === 404)
    expect(
      stored404.map((entry) => entry.key),
      changed('entries with status 404 were stored'),
    ).toEqual([])
  } finally {
    redis.disconnect()
  }
})

test('page HTML: chunk script tags, script preloads and inline payload scripts', async ({ request }) => {
  const changed = contract(
    'page HTML (<script src="/_next/static/…js" async="">, <link rel="preload" as="script">, self.__next_f.push scripts)',
    ['src/server/next-cache/scripts-after-first-paint.mjs (ASYNC_CHUNK, CHUNK_PRELOAD, PAYLOAD_START, PAYLOAD_PIECE)'],
  )
  // Renders that are never stored: a page rendered for every request, and a 404 of a cached route
  // (rendered as a stored page is, then not kept). What the page cache would make of them:
  for (const [label, address, status] of [
    ['/search (rendered for every request)', '/search', 200],
    ['a 404 page (rendered as a cached page, never stored)', `/news/contract-${fresh()}`, 404],
  ] as const) {
    const response = await request.get(address)
    expect(response.status(), label).toBe(status)
    const html = await response.text()
    const headEnd = html.indexOf('</head>')
    const tags = chunkTags(html)
    expect(tags.length, changed(`${label}: no <script src="/_next/static/…"> chunk tags`)).toBeGreaterThan(3)
    expect(
      html.indexOf(tags[0]!),
      changed(`${label}: the first chunk tag is not in the head, where the loader takes its place`),
    ).toBeLessThan(headEnd)
    const payload = inlinePayload(html)
    expect(
      payload,
      changed(
        `${label}: the inline payload is not (self.__next_f=self.__next_f||[]).push([0]) and self.__next_f.push([1,"…"]) pieces: ${payloadScripts(html).join(' | ')}`,
      ),
    ).toBeDefined()
    const rewritten = withScriptsAfterFirstPaint(html, payload)
    expect(rewritten, changed(`${label}: no loader was put in (ASYNC_CHUNK matched nothing in the head)`)).toContain(
      `<script ${LOADER_ATTRIBUTE}="">`,
    )
    expect(chunkTags(rewritten), changed(`${label}: chunk tags ASYNC_CHUNK does not match`)).toEqual([])
    expect(scriptPreloads(rewritten), changed(`${label}: script preloads CHUNK_PRELOAD does not match`)).toEqual([])
    expect(
      payloadScripts(rewritten),
      changed(`${label}: payload scripts PAYLOAD_START / PAYLOAD_PIECE do not match`),
    ).toEqual([])
    expect(
      firstLoadScripts(rewritten),
      changed(`${label}: the loader does not ask for every chunk Next wrote, in order`),
    ).toEqual(firstLoadScripts(html))
  }

  // And a page Next serves from its page cache was so rewritten when it was stored.
  const { html } = await storedPage(request, '/about', changed('/about is never served from the page cache'))
  expect(html, changed('a stored page has no loader: its chunk tags were left in place')).toContain(
    `<script ${LOADER_ATTRIBUTE}="">`,
  )
  expect(chunkTags(html), changed('a stored page kept chunk tags')).toEqual([])
  expect(scriptPreloads(html), changed('a stored page kept script preloads')).toEqual([])
  expect(payloadScripts(html), changed('a stored page kept its inline payload scripts')).toEqual([])
  expect(
    payloadIdInPage(html),
    changed('a stored page’s loader names no payload id: the inline payload was not the one Next stored (rscData)'),
  ).toMatch(/^[\w-]{16}$/)
  expect(firstLoadScripts(html).length, changed('a stored page’s loader asks for no chunks')).toBeGreaterThan(3)
})

test('RSC protocol: GET <path>?_rsc with RSC: 1, and the payload kept beside a stored page', async ({ request }) => {
  const changed = contract('RSC request (GET <path>?_rsc with RSC: 1, text/x-component)', [
    'src/server/next-cache/page-payloads.mjs',
    'src/server/next-cache/scripts-after-first-paint.mjs (loaderScript)',
  ])
  // Polled as a whole: an edit by a spec running beside this one may renew the page in between.
  await expect(async () => {
    const { html } = await storedPage(request, '/about', changed('/about is never served from the page cache'))
    const id = payloadIdInPage(html)
    expect(id, changed('the stored /about names no payload id')).toMatch(/^[\w-]{16}$/)
    // What Next answers the loader's own request, were the payload not kept (another instance
    // stored the page): a bare `?_rsc` (no router state, so no hash) must be accepted as it is.
    const nexts = await request.get('/about?_rsc', { headers: { RSC: '1' }, maxRedirects: 0 })
    expect(
      nexts.status(),
      changed(`GET /about?_rsc with RSC: 1 answered ${nexts.status()} ${nexts.headers().location ?? ''}`),
    ).toBe(200)
    expect(nexts.headers()['content-type'], changed('the RSC answer is not text/x-component')).toContain(
      'text/x-component',
    )
    expect(nexts.headers()['x-nextjs-cache'], 'Next’s answer from the stored page').toBe('HIT')
    // The payload kept beside the page (answered from memory) is what Next answers the router.
    const kept = await request.get(`/about?_rsc&_p=${id}`, { headers: { RSC: '1' }, maxRedirects: 0 })
    expect(kept.status()).toBe(200)
    expect(kept.headers()['cache-control'], 'answered from memory').toContain('immutable')
    const [keptBytes, nextsBytes] = [await kept.body(), await nexts.body()]
    expect(payloadId(keptBytes.toString('utf8')), 'the kept payload is the one its id names').toBe(id)
    expect(
      keptBytes.equals(nextsBytes),
      changed(
        `the payload kept beside the stored page (rscData, ${keptBytes.length} bytes) is not Next’s RSC answer for it (${nextsBytes.length} bytes)`,
      ),
    ).toBe(true)
  }).toPass({ timeout: 30_000 })
})

test('__next_error__ document: what Next writes when a render throws', async ({ request }) => {
  const changed = contract('__next_error__ document', ['src/server/server-error-screen.mjs (withErrorScreen)'])
  // Next's document as it writes it: the admin is not a site page, so the server leaves its answer
  // alone (draining-server.mjs WATCHED_GROUPS); its database is away, so its render throws.
  const raw = await request.get(`${brokenSiteUrl()}/admin`, { maxRedirects: 0 })
  expect(raw.status(), 'the admin of the instance without a database fails').toBe(500)
  const document = await raw.text()
  expect(
    withErrorScreen(document, '/admin'),
    changed(
      `the error document is not recognised (it must start with <!DOCTYPE html><html id="__next_error__" and hold <body>): ${document.slice(0, 120)}`,
    ),
  ).toContain('data-server-error-screen')
  // A site page whose render throws is still answered with that document (500, HTML).
  const page = await request.get(`${brokenSiteUrl()}/about`, { maxRedirects: 0 })
  expect(page.status(), changed('a site page whose render throws is not answered 500')).toBe(500)
  expect(page.headers()['content-type'], changed('the error document is not text/html')).toMatch(/^text\/html/)
  expect(await page.text(), changed('a site page whose render throws is not answered with the error document')).toMatch(
    /^<!DOCTYPE html><html (?:lang="zh-CN" )?id="__next_error__"/,
  )
})

test('.next/BUILD_ID: the build the server runs, read through an instance’s own view too', async ({ request }) => {
  const changed = contract('.next/BUILD_ID (and .next/cache)', [
    'src/server/instance-dist-dir.mjs',
    'scripts/lib/build-state.mjs',
    'scripts/e2e.mjs, scripts/bench.mjs, scripts/resilience.mjs (SKIP_BUILD)',
  ])
  const file = path.resolve('.next', 'BUILD_ID')
  expect(fs.existsSync(file) && fs.statSync(file).isFile(), changed(`${file} is not a file`)).toBe(true)
  const buildId = fs.readFileSync(file, 'utf8').trim()
  expect(buildId, changed(`${file} does not hold one build id`)).toMatch(/^[\w-]+$/)
  // The server runs that build: Next names its build id in every page's RSC payload.
  const servesBuild = async (site: string) =>
    (await (await request.get(`${site}/about?_rsc`, { headers: { RSC: '1' } })).text()).includes(buildId)
  expect(await servesBuild(''), changed(`the server does not run the build ${buildId}`)).toBe(true)
  // An instance with a cache folder of its own (NEXT_CACHE_DIR: the scale-out pair) runs it through
  // its view of the build: every entry linked but `cache`, where Next keeps its runtime cache.
  const site = scaleOutSite()
  if (!site) return
  const view = path.join(process.env.E2E_SCALE_A_DATA_DIR ?? '', 'next')
  expect(fs.realpathSync(path.join(view, 'BUILD_ID')), changed('the view does not link BUILD_ID')).toBe(
    fs.realpathSync(file),
  )
  expect(fs.lstatSync(path.join(view, 'cache')).isDirectory(), changed('the view’s cache is not a folder')).toBe(true)
  expect(await servesBuild(site), changed(`an instance with NEXT_CACHE_DIR does not run the build ${buildId}`)).toBe(
    true,
  )
})

test('request handler: one process and one AsyncLocalStorage context per request for the app, the cache handler and the server', async ({
  request,
}) => {
  const changed = contract('request handler runs in the server’s process and async context', [
    'src/lib/process-slots.mjs',
    'src/lib/ops-events.mjs',
    'src/server/draining-server.mjs (runWithRequestContext)',
    'src/server/server-error-screen.mjs',
    'src/server/next-cache/page-payloads.mjs',
    'src/server/origin-response-cache.mjs (pageCacheContentVersion)',
  ])
  // The bundled app marks the request (src/ui/RenderFailedMark.tsx) in the context the server made
  // before it called Next's handler; the server reads the mark and answers 503, or 429 for a refusal.
  for (const [label, address] of [
    ['a page rendered for every request (/search)', '/search?q=meta'],
    ['a cached page (/cases), handed to the cache handler too', '/cases'],
  ]) {
    const failed = await request.get(`${brokenSiteUrl()}${address}`, { maxRedirects: 0 })
    expect(
      [failed.status(), failed.headers()['cache-control'], failed.headers()['retry-after']],
      changed(`${label}, drawn with a failure on the instance without a database, was not answered 503 no-store`),
    ).toEqual([503, 'no-store', '30'])
  }
  const headers = { 'x-forwarded-for': `198.18.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}` }
  const statuses: number[] = []
  for (let attempt = 0; attempt < 70 && statuses.at(-1) !== 429; attempt += 1) {
    statuses.push((await request.get('/search?q=meta', { headers, maxRedirects: 0 })).status())
  }
  expect(
    statuses.at(-1),
    changed(`searches past the budget of one address were answered ${[...new Set(statuses)].join(', ')}, never 429`),
  ).toBe(429)
  expect(new Set(statuses.slice(0, -1)), 'searches within the budget').toEqual(new Set([200]))

  // What the cache handler Next loads leaves in this process's slots, the server reads: the payload
  // of a stored page (answered from memory, named by its content) and the content version (without
  // it nothing is answered from memory).
  await expect(async () => {
    const id = payloadIdInPage((await storedPage(request, '/about', '/about is never stored')).html)
    const payload = await request.get(`/about?_rsc&_p=${id}`, { headers: { RSC: '1' }, maxRedirects: 0 })
    expect(
      payload.headers()['cache-control'],
      changed('the payload the cache handler kept for a stored page is not in the server’s memory'),
    ).toBe('public, max-age=31536000, s-maxage=10, immutable')
    // An API answer is kept per address, query included: one of its own.
    const address = `/api/categories?contract=${fresh()}`
    await request.get(address)
    expect(
      (await request.get(address)).headers()['x-origin-cache'],
      changed('an API read asked twice was not answered from memory: the server cannot read the content version'),
    ).toBe('HIT')
  }).toPass({ timeout: 20_000 })
})

test('response.write/end: Next writes a page’s body where the server can watch it', async ({ request }) => {
  const changed = contract('response.write/end carry the body', [
    'src/server/origin-response-cache.mjs (capture)',
    'src/server/server-error-screen.mjs (rescueErrorDocument)',
    'src/server/chunk-bytes.mjs',
  ])
  await storedPage(request, '/about', changed('/about is never served from the page cache'))
  for (const encoding of ['identity', 'gzip']) {
    const headers = { 'accept-encoding': encoding }
    // Next's answer from its page cache is kept as written; the next request gets those bytes from memory.
    await expect(async () => {
      const address = '/about'
      const first = await request.get(address, { headers: { ...headers, ...NEXTS_OWN } })
      expect(first.headers()['x-nextjs-cache'], 'Next’s own answer, from its page cache').toBe('HIT')
      const second = await request.get(address, { headers })
      expect(
        second.headers()['x-origin-cache'],
        changed(`(${encoding}) the answer Next wrote was not kept: nothing, or too much, came through write/end`),
      ).toBe('HIT')
      expect(second.headers()['content-encoding'], `(${encoding}) the same coding`).toBe(
        first.headers()['content-encoding'],
      )
      expect(
        (await second.body()).equals(await first.body()),
        changed(`(${encoding}) the answer from memory differs from what Next wrote`),
      ).toBe(true)
    }).toPass({ timeout: 20_000 })
    // A site page whose render throws: its error document is collected from write/end and written
    // again with the error screen in it, in the coding Next chose.
    const failed = await request.get(`${brokenSiteUrl()}/about`, { headers, maxRedirects: 0 })
    expect(failed.status()).toBe(500)
    const body = await failed.body()
    expect(
      body.toString('utf8'),
      changed(`(${encoding}) the error document was not rewritten: its bytes did not come through write/end`),
    ).toContain('data-server-error-screen')
    const length = failed.headers()['content-length']
    if (length !== undefined && failed.headers()['content-encoding'] === undefined)
      expect(Number(length), changed(`(${encoding}) Content-Length is not the rewritten body's`)).toBe(body.length)
  }
})
