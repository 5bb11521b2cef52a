import { afterEach, describe, expect, it, vi } from 'vitest'

const state = vi.hoisted(() => ({ starts: 0, fail: false, lines: [] as unknown[][] }))
vi.mock('@/cms/client', () => ({
  getPayload: async () => {
    state.starts += 1
    if (state.fail) throw Object.assign(new Error('cannot connect to Postgres'), { payloadInitError: true })
    return { logger: { error: (...args: unknown[]) => state.lines.push(args), warn: () => {}, info: () => {} } }
  },
}))

const { logError } = await import('./log')

afterEach(() => {
  state.starts = 0
  state.fail = false
  state.lines = []
  vi.restoreAllMocks()
})

describe('logging', () => {
  it('goes through Payload’s logger with the error object under err', async () => {
    const failure = new Error('query failed')
    await logError('[news] list unavailable', failure, { slug: 'a' })
    expect(state.lines).toEqual([[{ slug: 'a', err: failure }, '[news] list unavailable']])
  })

  it('uses the console, without starting Payload again, when Payload could not start', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {})
    const failure = Object.assign(new Error('cannot connect to Postgres'), { payloadInitError: true })
    await logError('[news] list unavailable', failure)
    expect(state.starts).toBe(0)
    expect(console).toHaveBeenCalledWith('[news] list unavailable', { err: failure })
  })

  it('uses the console when Payload cannot start for the log line itself', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {})
    state.fail = true
    await logError('[cases] list unavailable', new Error('boom'))
    expect(console).toHaveBeenCalledTimes(1)
  })
})
