import { describe, expect, it } from 'vitest'
import {
  benchGoals,
  benchProblems,
  ISSUE_GOALS,
  lighthouseRunIsWorthRetrying,
  medianLighthouseRun,
} from './bench-results.mjs'

const run = (requestsPerSecond: number, extra: Record<string, unknown> = {}) => ({
  requestsPerSecond,
  p50: 2,
  p99: 10,
  errors: 0,
  non2xx: 0,
  ratioToStatic: 1,
  ...extra,
})
const perfect = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1000, cls: 0, tbtMs: 40 }

const mechanismNames = ['origin-response-cache', 'scripts-after-first-paint']

function results({ homeBytes = 90_000, homeJs = 140_000, lighthouse = true, bareTbtMs = 200 } = {}): {
  targets: Record<string, unknown>[]
  bareNext?: unknown
  mechanisms: { names: string[]; targets: Record<string, unknown>[] }
} {
  const pages = ['home', 'news', 'article', 'tier', 'product', 'resources']
  return {
    ...(lighthouse ? { bareNext: { nextVersion: '16.4.6', lighthouse: { ...perfect, tbtMs: bareTbtMs } } } : {}),
    mechanisms: {
      names: mechanismNames,
      targets: ['home', 'article', 'api-news'].map((name) => ({
        name,
        on: run(5000),
        off: Object.fromEntries(mechanismNames.map((mechanism) => [mechanism, run(4000, { ratioToOn: 0.8 })])),
      })),
    },
    targets: [
      ...pages.map((name) => ({
        name,
        kind: 'page',
        bytes: name === 'home' ? homeBytes : 50_000,
        firstLoadJs: { files: 10, gzipBytes: name === 'home' ? homeJs : 140_000 },
        runs: { static: run(3000), origin: run(2900), proxy: run(2950, { xCache: 'HIT' }) },
        ...(lighthouse ? { lighthouse: perfect } : {}),
      })),
      ...['api-categories', 'api-news'].map((name) => ({
        name,
        kind: 'api',
        bytes: 3000,
        firstLoadJs: null,
        runs: { static: run(30000), origin: run(9000), proxy: run(29000, { xCache: 'HIT' }) },
      })),
    ],
  }
}

describe('benchGoals', () => {
  it('reports every row of the issue table, met when the numbers are', () => {
    const goals = benchGoals(results())
    expect(goals.map((goal) => goal.goal)).toEqual([
      'home from the app ≥ 0.3× static, p99 ≤ 50 ms',
      'home through the proxy ≥ 0.8× static, HIT',
      '/api/categories from the app ≥ 2000 req/s, p99 ≤ 30 ms',
      'home HTML ≤ 97.5 KB (half of 195 KB)',
      'home first-load JavaScript ≤ 150.0 KB gzip',
      "Lighthouse (mobile) performance ≥ the bare Next page's on the 6 pages",
      "Total Blocking Time ≤ 1.25× the bare Next page's on the 6 pages",
      'Lighthouse accessibility, best practices and SEO 100 on the 6 pages',
    ])
    expect(goals.every((goal) => goal.met)).toBe(true)
  })

  it('fails the HTML and JavaScript rows one byte over their limits', () => {
    const goals = benchGoals(
      results({ homeBytes: ISSUE_GOALS.homeHtmlBytes + 1, homeJs: ISSUE_GOALS.homeFirstLoadJsBytes + 1 }),
    )
    expect(goals.filter((goal) => !goal.met).map((goal) => goal.goal)).toEqual([
      'home HTML ≤ 97.5 KB (half of 195 KB)',
      'home first-load JavaScript ≤ 150.0 KB gzip',
    ])
    expect(goals[3].measured).toBe('97.5 KB')
  })

  it('compares Lighthouse with the bare Next page: performance, TBT within 1.25×, the rest 100; unmet when not run', () => {
    const oneBelow = results()
    oneBelow.targets[2] = { ...oneBelow.targets[2], lighthouse: { ...perfect, performance: 99, tbtMs: 251 } }
    const [performance, blocking, rest] = benchGoals(oneBelow).slice(5)
    expect(performance).toMatchObject({ met: false, measured: 'minimum 99, bare page 100' })
    expect(blocking).toMatchObject({ met: false, measured: 'worst 251 ms, bare page 200 ms (1.25×)' })
    expect(rest).toMatchObject({ met: true, measured: 'minimum 100 / 100 / 100' })
    const atTheLimit = results()
    atTheLimit.targets[2] = { ...atTheLimit.targets[2], lighthouse: { ...perfect, tbtMs: 250 } }
    expect(benchGoals(atTheLimit)[6].met).toBe(true)
    // A bare page that blocks 0 ms counts as 50 ms (Lighthouse's long-task threshold).
    expect(benchGoals(results({ bareTbtMs: 0 }))[6]).toMatchObject({ met: true })
    const oneA11y = results()
    oneA11y.targets[0] = { ...oneA11y.targets[0], lighthouse: { ...perfect, accessibility: 98 } }
    expect(benchGoals(oneA11y)[7]).toMatchObject({ met: false, measured: 'minimum 98 / 100 / 100' })
    for (const row of benchGoals(results({ lighthouse: false })).slice(5))
      expect(row).toMatchObject({ met: false, measured: 'not measured (npm run bench -- --lighthouse)' })
  })

  it('is what benchProblems asks the results file to hold', () => {
    const complete = results()
    expect(benchProblems({ ...complete, goals: benchGoals(complete) })).toEqual([])
    expect(benchProblems(complete)).toEqual(['the goals are not all reported'])
  })

  it('asks for every mechanism measured with and without it on each mechanism target', () => {
    const complete = results()
    const missing = {
      ...complete,
      mechanisms: { ...complete.mechanisms, targets: complete.mechanisms.targets.slice(1) },
    }
    expect(benchProblems({ ...missing, goals: benchGoals(missing) })).toEqual([
      'home: not measured with each mechanism off',
    ])
    const failing = results()
    failing.mechanisms.targets[1] = {
      ...failing.mechanisms.targets[1],
      off: { 'origin-response-cache': run(0), 'scripts-after-first-paint': run(10, { non2xx: 3 }) },
    }
    expect(benchProblems({ ...failing, goals: benchGoals(failing) })).toEqual([
      'article without origin-response-cache: no requests per second',
      'article without scripts-after-first-paint: 0 errors, 3 non-2xx',
    ])
    const none = { ...complete, mechanisms: undefined }
    expect(benchProblems({ ...none, goals: benchGoals(none) })).toContain(
      'no server mechanism measured with and without it',
    )
  })
})

describe('medianLighthouseRun', () => {
  it('takes the run with the median performance score and lists every score', () => {
    const runs = [98, 100, 93].map((performance) => ({ ...perfect, performance }))
    expect(medianLighthouseRun(runs)).toMatchObject({ performance: 98, performanceRuns: [98, 100, 93] })
  })

  it('leaves failed runs out, and reports the failure when every run failed', () => {
    const failed = { error: 'Chrome did not start' }
    expect(medianLighthouseRun([failed, { ...perfect, performance: 97 }])).toMatchObject({ performance: 97 })
    expect(medianLighthouseRun([failed, failed])).toBe(failed)
  })
})

describe('lighthouseRunIsWorthRetrying', () => {
  it('retries the runs Lighthouse itself asks to run again, and nothing else', () => {
    const brokenTrace =
      'Runtime error encountered: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)'
    expect(lighthouseRunIsWorthRetrying({ error: brokenTrace })).toBe(true)
    expect(lighthouseRunIsWorthRetrying({ error: 'Runtime error encountered: (NO_FCP)' })).toBe(true)
    expect(lighthouseRunIsWorthRetrying({ error: 'Unable to connect to Chrome' })).toBe(false)
    expect(lighthouseRunIsWorthRetrying(perfect)).toBe(false)
  })
})
