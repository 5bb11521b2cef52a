import { describe, expect, it } from 'vitest'
import { cacheNamespace } from './cache-namespace.mjs'

describe('cacheNamespace', () => {
  it('names each database apart and the same database alike', () => {
    const root = '/srv/site'
    const sqlite = cacheNamespace({}, root)
    expect(sqlite).toMatch(/^[0-9a-f]{12}$/)
    expect(cacheNamespace({ DATA_DIR: 'data' }, root)).toBe(sqlite)
    expect(cacheNamespace({ DATA_DIR: '/srv/site/data', SQLITE_FILE: 'site.db' }, root)).toBe(sqlite)
    expect(cacheNamespace({ DATA_DIR: 'other' }, root)).not.toBe(sqlite)
    expect(cacheNamespace({ SQLITE_FILE: 'copy.db' }, root)).not.toBe(sqlite)
    const postgres = cacheNamespace({ DATABASE_URL: 'postgres://db/site' }, root)
    expect(postgres).not.toBe(sqlite)
    expect(cacheNamespace({ DATABASE_URL: 'postgres://db/site', DATA_DIR: 'other' }, root)).toBe(postgres)
    expect(cacheNamespace({ DATABASE_URL: '  ' }, root)).toBe(sqlite)
  })
})
