import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'

const logged = vi.hoisted(() => ({ error: [] as unknown[][] }))
vi.mock('@/cms/log', () => ({
  getLogger: async () => ({ error: (...args: unknown[]) => logged.error.push(args) }),
}))
vi.mock('@/cms/client', () => ({ getPayload: async () => ({}) }))

const { authRoute } = await import('./http')

const call = (failure: unknown) =>
  authRoute(async () => {
    throw failure
  })(new Request('http://localhost/api/auth/me'))

beforeEach(() => {
  logged.error = []
})

describe('the /api/auth wrapper', () => {
  it('answers the caller guards’ errors as { error: { message } }, never cached', async () => {
    const response = await call(new ApiError(401, '登录已过期，请重新登录'))
    expect(response.status).toBe(401)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ error: { message: '登录已过期，请重新登录' } })
    expect(logged.error).toHaveLength(0)
  })

  it('answers anything else with a Chinese 500 and logs the error without its query parameters', async () => {
    const failure = new Error('Failed query: update "users" set "hash" = ?\nparams: pbkdf2-secret-hash,42')
    const response = await call(failure)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: { message: '服务器内部错误，请稍后重试' } })
    expect(logged.error).toHaveLength(1)
    const [fields] = logged.error[0] as [{ err: Error }]
    expect(fields.err).toBeInstanceOf(Error)
    expect(fields.err.message).toContain('Failed query')
    expect(`${fields.err.message} ${fields.err.stack}`).not.toContain('pbkdf2-secret-hash')
  })
})
