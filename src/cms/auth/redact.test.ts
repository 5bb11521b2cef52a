import { describe, expect, it } from 'vitest'
import { redactedError } from './redact'

describe('redaction of logged errors', () => {
  const failure = new Error('Failed query: select * from users where hash = ? params: secret-hash-value\nmore detail')
  failure.name = 'DrizzleQueryError'
  Object.assign(failure, { cause: new Error('params: secret-hash-value'), query: 'secret-hash-value' })

  it('keeps name, first line and stack frames, without parameters, cause or extra fields', () => {
    const safe = redactedError(failure)
    expect(safe.name).toBe('DrizzleQueryError')
    expect(safe.message).toBe('Failed query: select * from users where hash = ? params: [redacted]')
    expect(safe.stack).toMatch(/^DrizzleQueryError: Failed query/)
    expect(safe.stack).toMatch(/\n\s+at /)
    expect(JSON.stringify({ ...safe, message: safe.message, stack: safe.stack })).not.toContain('secret-hash-value')
    expect(safe.cause).toBeUndefined()
  })

  it('stands in for anything that is not an error', () => {
    expect(redactedError('boom').message).toBe('unknown error')
    expect(redactedError({ password: 'x' }).message).toBe('unknown error')
  })
})
