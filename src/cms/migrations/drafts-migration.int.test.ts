import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { getPayload } from '@/cms/client'
import { migrations } from './sqlite'

/**
 * The `drafts` migration on a database that already holds content: every existing news item,
 * case, service page and product stays visible (published, its own flags unchanged), and no row
 * of their child tables (relations, arrays, hasMany texts) is lost while SQLite rebuilds the
 * tables.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-drafts-migration-'))
const db = drizzle({ connection: { url: `file:${path.join(dir, 'site.db')}` } })
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const draftsIndex = migrations.findIndex((migration) => migration.name.endsWith('_drafts'))
// The earlier migrations' data steps read the adapter's name and the config from `payload`; this
// database is SQLite even when the suite runs on PostgreSQL.
const up = async (index: number) => {
  const payload = { config: (await getPayload()).config, db: { name: 'sqlite' } }
  return migrations[index]!.up({ db, payload, req: undefined } as unknown as MigrateUpArgs)
}
const all = async (query: string) => (await db.all(sql.raw(query))) as Record<string, unknown>[]

describe('the drafts migration on existing content (SQLite)', () => {
  it('publishes every existing row and keeps their child rows', async () => {
    expect(draftsIndex).toBeGreaterThan(0)
    for (let index = 0; index < draftsIndex; index += 1) await up(index)

    await db.run(sql.raw(`INSERT INTO categories (id, name, slug) VALUES (1, '生物信息', 'bio')`))
    await db.run(sql.raw(`INSERT INTO news (id, title, slug, is_published) VALUES (1, '已发布', 'a', 1), (2, '未发布', 'b', 0)`))
    await db.run(sql.raw(`INSERT INTO cases (id, title, slug, is_published) VALUES (1, '案例', 'c', 1)`))
    await db.run(sql.raw(`INSERT INTO cases_rels (id, "order", parent_id, path, categories_id) VALUES (1, 1, 1, 'related_services', 1)`))
    await db.run(
      sql.raw(`INSERT INTO service_pages (id, slug, template, title, is_active) VALUES (1, 'statistical-analysis', 'course', '统计', 1)`),
    )
    await db.run(sql.raw(`INSERT INTO service_pages_terms (_order, _parent_id, id, label, value) VALUES (1, 1, 't1', '周期', '4 周')`))
    await db.run(sql.raw(`INSERT INTO products (id, name, category_id, is_active) VALUES (1, '商品', 1, 0)`))
    await db.run(sql.raw(`INSERT INTO products_texts (id, "order", parent_id, path, text) VALUES (1, 1, 1, 'tags', '热门')`))

    await up(draftsIndex)

    for (const table of ['news', 'cases', 'service_pages', 'products']) {
      const rows = await all(`SELECT _status FROM ${table}`)
      expect(rows.length, table).toBeGreaterThan(0)
      expect(rows.every((row) => row._status === 'published'), table).toBe(true)
    }
    expect(await all(`SELECT id, is_published FROM news ORDER BY id`)).toEqual([
      { id: 1, is_published: 1 },
      { id: 2, is_published: 0 },
    ])
    expect(await all(`SELECT is_active FROM products`)).toEqual([{ is_active: 0 }])
    expect(await all(`SELECT categories_id FROM cases_rels`)).toEqual([{ categories_id: 1 }])
    expect(await all(`SELECT value FROM service_pages_terms`)).toEqual([{ value: '4 周' }])
    expect(await all(`SELECT text FROM products_texts`)).toEqual([{ text: '热门' }])
    expect(await all(`PRAGMA foreign_keys`)).toEqual([{ foreign_keys: 1 }])
  })

  it('then the trust_and_publishing migration: managed categories, drafts for hidden items, names', async () => {
    const trustIndex = migrations.findIndex((migration) => migration.name.endsWith('_trust_and_publishing'))
    expect(trustIndex).toBeGreaterThan(draftsIndex)
    for (let index = draftsIndex + 1; index < trustIndex; index += 1) await up(index)
    await db.run(sql.raw(`UPDATE news SET category = '学术前沿 ' WHERE id = 1`))
    await db.run(sql.raw(`INSERT INTO news (id, title, slug, category, is_published, _status) VALUES (3, '同类', 'c3', '学术前沿', 1, 'published')`))
    await db.run(sql.raw(`INSERT INTO _news_v (id, parent_id, version_title, version_category, version_is_published, version__status, latest) VALUES (1, 2, '未发布', '行业资讯', 0, 'published', 1)`))
    await db.run(sql.raw(`INSERT INTO users (id, email, full_name) VALUES (1, 'a@example.com', ' 王晓 '), (2, 'b@example.com', '')`))

    await up(trustIndex)

    expect(await all(`SELECT name FROM news_categories ORDER BY name`)).toEqual([{ name: '学术前沿' }, { name: '行业资讯' }])
    const [frontier] = await all(`SELECT id FROM news_categories WHERE name = '学术前沿'`)
    expect(await all(`SELECT id, news_category_id, _status, is_published FROM news ORDER BY id`)).toEqual([
      { id: 1, news_category_id: frontier!.id, _status: 'published', is_published: 1 },
      { id: 2, news_category_id: null, _status: 'draft', is_published: 0 },
      { id: 3, news_category_id: frontier!.id, _status: 'published', is_published: 1 },
    ])
    expect(await all(`SELECT version__status FROM _news_v WHERE id = 1`)).toEqual([{ version__status: 'draft' }])
    expect(await all(`SELECT display_name FROM users ORDER BY id`)).toEqual([
      { display_name: '王晓' },
      { display_name: 'b@example.com' },
    ])
  })
})
