import { describe, expect, it, vi } from 'vitest'
import { logError } from '@/cms/log'
import { load, readableMessage } from './load'

vi.mock('@/cms/log', () => ({ logError: vi.fn(async () => {}) }))

describe('load', () => {
  it('wraps a successful read', async () => {
    await expect(load(Promise.resolve([1, 2]), 'x')).resolves.toEqual({ ok: true, data: [1, 2] })
  })

  it('turns a failed read into a visitor-safe message', async () => {
    await expect(load(Promise.reject(new Error('数据库连接失败')), 'x')).resolves.toEqual({
      ok: false,
      message: '数据库连接失败',
    })
    await expect(load(Promise.reject(new Error('SQLITE_BUSY: database is locked')), 'x')).resolves.toEqual({
      ok: false,
      message: '服务器暂时无法读取数据，请稍后重试',
    })
    await expect(load(Promise.reject('boom'), 'x')).resolves.toEqual({
      ok: false,
      message: '服务器暂时无法读取数据，请稍后重试',
    })
    expect(logError).toHaveBeenCalledTimes(3)
    expect(vi.mocked(logError).mock.calls[1]).toEqual([
      '[home] x unavailable',
      new Error('SQLITE_BUSY: database is locked'),
    ])
  })
})

describe('readableMessage', () => {
  it('keeps short Chinese messages and hides the rest', () => {
    expect(readableMessage('网络错误')).toBe('网络错误')
    expect(readableMessage('select * from categories failed')).toBe('服务器暂时无法读取数据，请稍后重试')
    expect(readableMessage('错'.repeat(121))).toBe('服务器暂时无法读取数据，请稍后重试')
  })
})
