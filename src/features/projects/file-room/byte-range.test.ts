import { describe, expect, it } from 'vitest'
import { requestedRange } from './byte-range'

describe('requestedRange', () => {
  it('reads a single range, open-ended and suffix ranges included', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(requestedRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 })
    expect(requestedRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
  })

  it('answers the whole file for no header, other units, several ranges or a reversed one', () => {
    expect(requestedRange(null, 1000)).toBeNull()
    expect(requestedRange('items=0-1', 1000)).toBeNull()
    expect(requestedRange('bytes=0-1,5-6', 1000)).toBeNull()
    expect(requestedRange('bytes=9-3', 1000)).toBeNull()
    expect(requestedRange('bytes=-', 1000)).toBeNull()
  })

  it('is unsatisfiable past the end', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable')
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable')
  })

  it('serves the range only while If-Range names this version', () => {
    expect(requestedRange('bytes=10-', 1000, '"sha256-a"', '"sha256-a"')).toEqual({ start: 10, end: 999 })
    expect(requestedRange('bytes=10-', 1000, '"sha256-b"', '"sha256-a"')).toBeNull()
  })
})
