import { describe, expect, it } from 'vitest'
import { runCheck } from './diagnostics'

function clock(...times: number[]) {
  return () => times.shift() ?? 0
}

describe('runCheck', () => {
  it('reports success with the row count, up to three sample names and the time taken', async () => {
    const result = await runCheck(
      '类目',
      async () => [{ n: 'a' }, { n: 'b' }, { n: 'c' }, { n: 'd' }],
      (row) => row.n,
      clock(100, 142.4),
    )
    expect(result).toEqual({ name: '类目', ok: true, count: 4, ms: 42, sample: ['a', 'b', 'c'], error: null })
  })

  it('reports a failure with its message instead of throwing', async () => {
    const result = await runCheck<{ n: string }>(
      '新闻',
      async () => {
        throw new Error('数据库不可用')
      },
      (row) => row.n,
      clock(0, 5),
    )
    expect(result).toEqual({ name: '新闻', ok: false, count: null, ms: 5, sample: [], error: '数据库不可用' })
  })

  it('names an empty failure', async () => {
    const result = await runCheck<string>(
      '案例',
      () => Promise.reject(new Error('')),
      (row) => row,
      clock(0, 0),
    )
    expect(result.error).toBe('未知错误')
  })
})
