import { APIError, formatErrors } from 'payload'
import { describe, expect, it } from 'vitest'
import { publicApiError } from './errors'

describe('publicApiError', () => {
  it('is answered with its message even when the class name is minified away', () => {
    // What the production bundle does to APIError: its class name, hence the error's name, is empty.
    const minified = new APIError('图片过大', 413, null, true)
    minified.name = ''
    expect(formatErrors(minified)).toEqual({ errors: [{ message: 'An unknown error occurred.' }] })

    const error = publicApiError('图片过大', 413)
    expect(error).toBeInstanceOf(APIError)
    expect(error.status).toBe(413)
    expect(error.isPublic).toBe(true)
    expect(formatErrors(error)).toEqual({ errors: [{ message: '图片过大' }] })
  })
})
