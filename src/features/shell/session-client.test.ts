// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const user = {
  id: 7,
  email: 'member@example.com',
  full_name: '测试会员',
  phone: null,
  created_at: '2026-11-25T00:00:00.000Z',
  email_confirmed_at: null,
}
const meAnswer = (status: number) =>
  new Response(JSON.stringify(status === 200 ? { success: true, data: { user } } : { success: false }), { status })

async function freshClient() {
  vi.resetModules()
  return import('./session-client')
}

beforeEach(() => {
  window.localStorage.clear()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('refreshSession', () => {
  it('shows the member the stored token belongs to', async () => {
    window.localStorage.setItem('access_token', 'good')
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(meAnswer(200))
    const { refreshSession } = await freshClient()
    expect(await refreshSession()).toEqual({ status: 'authenticated', user })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('drops a token the server refuses, without asking again', async () => {
    window.localStorage.setItem('access_token', 'stale')
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(meAnswer(401))
    const { refreshSession } = await freshClient()
    expect((await refreshSession()).status).toBe('anonymous')
    expect(window.localStorage.getItem('access_token')).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  for (const [what, first] of [
    ['busy (429)', () => Promise.resolve(meAnswer(429))],
    ['failing (503)', () => Promise.resolve(meAnswer(503))],
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const) {
    it(`asks a ${what} server once more after a pause and keeps the member signed in`, async () => {
      vi.useFakeTimers()
      window.localStorage.setItem('access_token', 'good')
      const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(first).mockResolvedValueOnce(meAnswer(200))
      const { refreshSession, SESSION_RETRY_PAUSE_MS } = await freshClient()
      const session = refreshSession()
      await vi.advanceTimersByTimeAsync(SESSION_RETRY_PAUSE_MS - 1)
      expect(fetchMock).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(await session).toEqual({ status: 'authenticated', user })
      expect(fetchMock).toHaveBeenCalledTimes(2)
    })
  }

  it('keeps the token when the server still cannot answer, showing the visitor signed out', async () => {
    vi.useFakeTimers()
    window.localStorage.setItem('access_token', 'good')
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(meAnswer(500)))
    const { refreshSession, SESSION_RETRY_PAUSE_MS } = await freshClient()
    const session = refreshSession()
    await vi.advanceTimersByTimeAsync(SESSION_RETRY_PAUSE_MS)
    expect((await session).status).toBe('anonymous')
    expect(window.localStorage.getItem('access_token')).toBe('good')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('does not overwrite a sign-in that happened while it waited', async () => {
    vi.useFakeTimers()
    window.localStorage.setItem('access_token', 'old')
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(meAnswer(503)))
    const client = await freshClient()
    const session = client.refreshSession()
    await vi.advanceTimersByTimeAsync(10)
    client.startSession('new', user)
    await vi.advanceTimersByTimeAsync(client.SESSION_RETRY_PAUSE_MS)
    expect(await session).toEqual({ status: 'authenticated', user })
    expect(window.localStorage.getItem('access_token')).toBe('new')
  })
})
