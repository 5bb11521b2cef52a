/** The figures of one bench run (scale-bench.int.test.ts) and the goals of issue #39 judged on them. Pure. */

export type Measures = {
  /** Pages of 20 each list has. */
  lists: { news: number; cases: number; resources: number }
  /** Milliseconds of a first render (cache cold) by address. */
  firstRender: Record<string, number>
  /** p95 of the first renders of list pages (first pages and pages spread to the last), ms. */
  listRenderP95: number
  /** The last news page's first render over the first page's. */
  deepToFirst: number
  /** Cached answers a second, by address. */
  cached: Record<string, number>
  /** Bytes of each cached answer (a list's first page is larger at scale: 20 cards and a page bar). */
  cachedBytes?: Record<string, number>
  /** p95 ms of list API calls, by address. */
  api: Record<string, number>
  searchP95: number
  /** Server time (the whole answer) of admin screens as staff, ms. */
  admin: Record<string, number>
  /** The sitemap index and every part, ms. */
  sitemapMs: number
  /** Server RSS after the run, once idle for a few seconds, MB. */
  rssMb: number
  /** Server RSS once started, after the public pages, and right after the last request, MB. */
  rssSteps?: { atStart: number; afterPublic: number; rightAfterLoad: number }
  /** Resident memory once idle, split: anonymous (heaps) and the rest (code and mapped files). */
  rssParts?: Record<string, number>
}

export type Verdict = { name: string; goal: string; demo: string; scale: string; met: boolean }

const min = (values: number[]) => Math.min(...values)
const max = (values: number[]) => Math.max(...values)

/** Lowest ratio over the addresses both runs measured (scale / demo). */
function worstRatio(
  demo: Record<string, number>,
  scale: Record<string, number>,
): { ratio: number; address: string; demoAddress: string } {
  let worst = { ratio: Number.POSITIVE_INFINITY, address: '', demoAddress: '' }
  for (const [address, value] of Object.entries(scale)) {
    const demoAddress = address in demo ? address : address.replace(/\/page\/\d+$/, '')
    const before = demo[demoAddress]
    if (!before) continue
    const ratio = value / before
    if (ratio < worst.ratio) worst = { ratio, address, demoAddress }
  }
  return worst
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '?' : `${Math.round(bytes / 1024)} KB`)

export const SCALE_GOALS = [
  'cached answers ≥ 0.9× demo throughput',
  'first render of list pages p95 ≤ 300 ms',
  'deep list page within 2× the first page',
  'admin list views and dashboard ≤ 1 s',
  'search p95 ≤ 30 ms',
  'sitemap ≤ 2 s',
  'backup + restore ≤ 5 min',
  'server RSS after the run ≤ 512 MB',
] as const

export function judge(demo: Measures, scale: Measures, backupRestoreMs: number): Verdict[] {
  const cached = worstRatio(demo.cached, scale.cached)
  return [
    {
      name: SCALE_GOALS[0],
      goal: '≥ 0.9×',
      demo: `${min(Object.values(demo.cached))} req/s (lowest)`,
      scale:
        `${Math.floor(cached.ratio * 100) / 100}× (lowest: ${cached.address}` +
        (scale.cachedBytes && demo.cachedBytes
          ? `, ${kb(scale.cachedBytes[cached.address])} against ${kb(demo.cachedBytes[cached.demoAddress])})`
          : ')'),
      met: cached.ratio >= 0.9,
    },
    {
      name: SCALE_GOALS[1],
      goal: '≤ 300 ms',
      demo: `${demo.listRenderP95} ms`,
      scale: `${scale.listRenderP95} ms`,
      met: scale.listRenderP95 <= 300,
    },
    {
      name: SCALE_GOALS[2],
      goal: '≤ 2×',
      demo: `${demo.deepToFirst}×`,
      scale: `${scale.deepToFirst}× (page ${scale.lists.news} of /news)`,
      met: scale.deepToFirst <= 2,
    },
    {
      name: SCALE_GOALS[3],
      goal: '≤ 1000 ms',
      demo: `${max(Object.values(demo.admin))} ms (slowest)`,
      scale: Object.entries(scale.admin)
        .map(([address, ms]) => `${address} ${ms} ms`)
        .join(', '),
      met: max(Object.values(scale.admin)) <= 1000,
    },
    {
      name: SCALE_GOALS[4],
      goal: '≤ 30 ms',
      demo: `${demo.searchP95} ms`,
      scale: `${scale.searchP95} ms`,
      met: scale.searchP95 <= 30,
    },
    {
      name: SCALE_GOALS[5],
      goal: '≤ 2000 ms',
      demo: `${demo.sitemapMs} ms`,
      scale: `${scale.sitemapMs} ms`,
      met: scale.sitemapMs <= 2000,
    },
    {
      name: SCALE_GOALS[6],
      goal: '≤ 300 s',
      demo: '—',
      scale: `${Math.round(backupRestoreMs / 100) / 10} s`,
      met: backupRestoreMs <= 300_000,
    },
    {
      name: SCALE_GOALS[7],
      goal: '≤ 512 MB',
      demo: `${demo.rssMb} MB`,
      scale:
        `${scale.rssMb} MB once idle` +
        (scale.rssSteps ? ` (${scale.rssSteps.rightAfterLoad} MB right after the last request)` : ''),
      met: scale.rssMb <= 512,
    },
  ]
}
