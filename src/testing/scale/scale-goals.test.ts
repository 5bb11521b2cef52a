import { describe, expect, it } from 'vitest'
import { SCALE_GOALS, judge, type Measures } from './scale-goals'

const demo: Measures = {
  lists: { news: 1, cases: 1, resources: 1 },
  firstRender: { '/news': 50 },
  listRenderP95: 60,
  deepToFirst: 1,
  cached: { '/': 1000, '/news': 1000 },
  api: {},
  searchP95: 5,
  admin: { '/admin': 300 },
  sitemapMs: 20,
  rssMb: 200,
}

const met = (scale: Measures, backupMs = 60_000) =>
  Object.fromEntries(judge(demo, scale, backupMs).map((verdict) => [verdict.name, verdict.met]))

describe('judge', () => {
  it('judges every goal of issue #39, met when the scale run is within each bound', () => {
    const scale: Measures = {
      ...demo,
      lists: { news: 251, cases: 51, resources: 101 },
      cached: { '/': 950, '/news/page/251': 900 },
    }
    expect(judge(demo, scale, 60_000).map((verdict) => verdict.name)).toEqual([...SCALE_GOALS])
    expect(Object.values(met(scale)).every(Boolean)).toBe(true)
  })

  it('fails each goal past its bound', () => {
    const verdicts = met(
      {
        ...demo,
        cached: { '/': 1000, '/news/page/251': 899 },
        listRenderP95: 301,
        deepToFirst: 2.1,
        admin: { '/admin': 200, '/admin/collections/enquiries': 1001 },
        searchP95: 31,
        sitemapMs: 2001,
        rssMb: 513,
      },
      300_001,
    )
    expect(Object.values(verdicts).some(Boolean)).toBe(false)
  })

  it('compares a deep page’s throughput with the demo list’s first page', () => {
    const verdicts = judge(demo, { ...demo, cached: { '/news/page/9': 500 } }, 0)
    expect(verdicts[0]).toMatchObject({ met: false, scale: '0.5× (lowest: /news/page/9)' })
  })
})
