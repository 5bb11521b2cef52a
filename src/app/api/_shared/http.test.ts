import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'

const logged = vi.hoisted(() => ({ error: [] as unknown[][] }))
vi.mock('@/cms/log', () => ({
  getLogger: async () => ({ error: (...args: unknown[]) => logged.error.push(args) }),
}))
vi.mock('@/cms/client', () => ({ getPayload: async () => ({}) }))

const { handle } = await import('./http')

const call = (failure: unknown) =>
  handle(async () => {
    throw failure
  })(new Request('http://localhost/api/services/3', { method: 'PUT' }), {})

beforeEach(() => {
  logged.error = []
})

describe('the /api wrapper', () => {
  it('answers the caller guards’ errors as { success: false, message } with their status', async () => {
    for (const [status, message] of [
      [401, '请先登录'],
      [403, '没有权限执行此操作'],
    ] as const) {
      const response = await call(new ApiError(status, message))
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ success: false, message })
    }
    expect(logged.error).toHaveLength(0)
  })

  it('answers anything else with a Chinese 500 and logs the error, without the statement’s parameters', async () => {
    const failure = new Error(
      'Failed query: insert into "project_messages" ("body") values ($1)\nparams: 我的数据明天上传',
    )
    const response = await call(failure)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ success: false, message: '服务器内部错误，请稍后重试' })
    expect(logged.error).toHaveLength(1)
    const [fields, message] = logged.error[0] as [{ err: Error; url: string }, string]
    expect(fields.err).toBeInstanceOf(Error)
    expect(fields.err.message).toContain('Failed query')
    expect(JSON.stringify(fields.err.stack)).not.toContain('我的数据明天上传')
    expect(fields.err.message).not.toContain('我的数据明天上传')
    expect(fields.url).toBe('/api/services/3')
    expect(message).toContain('[api]')
  })
})
