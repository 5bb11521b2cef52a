import { describe, expect, it } from 'vitest'
import { env, positiveNumber } from './env'
import { trustedOrigins } from './env'

describe('trustedOrigins', () => {
  it('is the site origin alone for a public address', () => {
    expect(trustedOrigins('https://www.keyan.example.com/some/path')).toEqual(['https://www.keyan.example.com'])
  })
  it('accepts both loopback spellings locally', () => {
    expect(trustedOrigins('http://localhost:3000')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
    expect(trustedOrigins('http://127.0.0.1:8080')).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080'])
  })
})

describe('the file room settings', () => {
  it('default to 20 GiB, 90 days, no scan, 4 GiB scan limit', () => {
    expect(env.fileRoom).toEqual({
      maxBytes: 20 * 1024 ** 3,
      retentionDays: 90,
      clamdSocket: undefined,
      scanMaxBytes: 4 * 1024 ** 3 - 1,
    })
  })
  it('read a positive whole number, and refuse anything else at start', () => {
    process.env.KEYAN_TEST_NUMBER = ' 1048576 '
    expect(positiveNumber('KEYAN_TEST_NUMBER', 7)).toBe(1048576)
    for (const bad of ['0', '-5', '1.5', '20GB', '9007199254740993']) {
      process.env.KEYAN_TEST_NUMBER = bad
      expect(() => positiveNumber('KEYAN_TEST_NUMBER', 7), bad).toThrow(
        'KEYAN_TEST_NUMBER must be a positive whole number',
      )
    }
    delete process.env.KEYAN_TEST_NUMBER
    expect(positiveNumber('KEYAN_TEST_NUMBER', 7)).toBe(7)
  })
})

describe('the search-engine push endpoints', () => {
  it('default to 百度普通收录 and IndexNow', () => {
    expect(env.searchPush).toEqual({
      baiduEndpoint: 'http://data.zz.baidu.com/urls',
      indexNowEndpoint: 'https://api.indexnow.org/indexnow',
    })
  })
})
