import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-sqlite'
import { drizzle as sqliteDrizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { drizzle as postgresDrizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { getPayload } from '@/cms/client'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'
import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { createPostgresDatabase } from '@/testing/postgres-database'
import { deliveryFromText } from './migrate-offerings'

/**
 * The one-catalogue migration on a database that holds the old catalogue: every product keeps its
 * id (so /products/{id} and /product-detail/{id} keep answering), and every price held by tiers,
 * core projects and service pages arrives as an offering on the same page, with its features,
 * add-on, packages and extras. Runs on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it: .ci/run).
 */

type Row = Record<string, unknown>
type Dialect = {
  name: 'sqlite' | 'postgres'
  run: (query: string) => Promise<void>
  all: (query: string) => Promise<Row[]>
  up: (index: number) => Promise<void>
  migrations: { name: string }[]
  close: () => Promise<void>
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})

async function sqliteDialect(): Promise<Dialect> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-catalogue-migration-'))
  const db = sqliteDrizzle({ connection: { url: `file:${path.join(dir, 'site.db')}` } })
  const config = (await getPayload()).config
  return {
    name: 'sqlite',
    run: async (query) => void (await db.run(sql.raw(query))),
    all: async (query) => (await db.all(sql.raw(query))) as Row[],
    up: (index) =>
      sqliteMigrations[index]!.up({ db, payload: { config, db: { name: 'sqlite' } }, req: undefined } as never),
    migrations: sqliteMigrations,
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

async function postgresDialect(serverUrl: string): Promise<Dialect> {
  const database = await createPostgresDatabase(serverUrl, 'keyan_catalogue')
  const pool = new pg.Pool({ connectionString: database.url })
  const db = postgresDrizzle({ client: pool })
  const config = (await getPayload()).config
  return {
    name: 'postgres',
    run: async (query) => void (await pool.query(query)),
    all: async (query) => (await pool.query(query)).rows as Row[],
    up: (index) =>
      postgresMigrations[index]!.up({ db, payload: { config, db: { name: 'postgres' } }, req: undefined } as never),
    migrations: postgresMigrations,
    close: async () => {
      await pool.end()
      await database.drop()
    },
  }
}

const dialects: [string, () => Promise<Dialect>][] = [['SQLite', sqliteDialect]]
if (process.env.TEST_DATABASE_URL) {
  const serverUrl = process.env.TEST_DATABASE_URL
  dialects.push(['PostgreSQL', () => postgresDialect(serverUrl)])
}

describe('deliveryFromText', () => {
  it('reads a time and unit, taking the upper bound of a range', () => {
    expect(deliveryFromText('约1周')).toEqual({ time: 1, unit: 'week' })
    expect(deliveryFromText('标准稿件3-5个工作日交付')).toEqual({ time: 5, unit: 'workday' })
    expect(deliveryFromText('辅导周期约2个月；售后答疑期为课程结束后1个月。')).toEqual({ time: 2, unit: 'month' })
    expect(deliveryFromText('按需定制')).toBeNull()
    expect(deliveryFromText(null)).toBeNull()
  })
})

describe.each(dialects)('the one-catalogue migration on the old catalogue (%s)', (_label, open) => {
  it('keeps every product id and turns tiers, core projects and page prices into offerings', async () => {
    const db = await open()
    cleanups.push(db.close)
    const target = db.migrations.findIndex((migration) => migration.name.endsWith('_one_catalogue'))
    expect(target).toBeGreaterThan(0)
    for (let index = 0; index < target; index += 1) await db.up(index)

    const yes = db.name === 'postgres' ? 'true' : '1'
    await db.run(
      `INSERT INTO categories (id, name, slug, is_active) VALUES (1, '生物信息学', 'bioinformatics', ${yes})`,
    )
    await db.run(
      `INSERT INTO products (id, name, category_id, price, is_active, _status) VALUES (7, '旧商品', 1, 100, ${yes}, 'published')`,
    )
    await db.run(`INSERT INTO products_texts ("order", parent_id, path, text) VALUES (1, 7, 'tags', '热门')`)
    // Rows written with explicit ids leave PostgreSQL's sequence behind; a live database has none.
    if (db.name === 'postgres') await db.run(`SELECT setval(pg_get_serial_sequence('products', 'id'), 7)`)
    await db.run(`INSERT INTO service_pages (id, slug, template, title, is_active, _status, price, price_min, price_max) VALUES
      (1, 'bioinformatics-1v1', 'tier', '生信SCI一对一辅导', ${yes}, 'published', NULL, NULL, NULL),
      (2, 'statistical-analysis', 'course', '统计分析指导', ${yes}, 'published', 1999, NULL, NULL),
      (3, 'editing-journal-selection', 'range', '论文润色与选刊', ${yes}, 'published', NULL, 1999, 5999),
      (4, 'revision-tutoring', 'revision', '论文修回辅导', ${yes}, 'published', NULL, NULL, NULL)`)
    await db.run(`INSERT INTO service_pages_packages (_order, _parent_id, id, name, price, lessons, duration, highlighted) VALUES
      (1, 4, 'p1', '基础版', 1999, 5, '约1周', ${db.name === 'postgres' ? 'false' : '0'}),
      (2, 4, 'p2', '标准版', 3499, 8, '约2周', ${yes})`)
    await db.run(`INSERT INTO service_pages_texts (id, "order", parent_id, path, text) VALUES
      (1, 1, 4, 'packages.1.features', '审稿意见逐条解读'), (2, 2, 4, 'packages.1.features', '2次修改稿审阅')`)
    await db.run(`INSERT INTO service_pages_extras (_order, _parent_id, id, name, price, description) VALUES
      (1, 1, 'e1', '影像组学ROI勾画', 1800, '另加')`)
    await db.run(`INSERT INTO service_tiers (id, page, category, name, price, price_is_starting, notes, addon_name, addon_price, sort_order, is_active) VALUES
      (1, 'bioinformatics-1v1', '高端课题', '高端课题', 40000, ${yes}, '辅导周期约2个月', '协议包', 11000, 3, ${yes})`)
    await db.run(`INSERT INTO service_tiers_texts (id, "order", parent_id, path, text) VALUES
      (1, 1, 1, 'features', '多组学'), (2, 2, 1, 'features', '高分期刊'), (3, 1, 1, 'addon.features', '至录用')`)
    await db.run(`INSERT INTO core_projects (id, title, price, service_content, button_text, sort_order, is_active) VALUES
      (1, '科研测试服务·基础', 1999, '研究背景梳理 • 评估报告交付', '立即购买', 1, ${yes})`)
    const body = JSON.stringify({
      root: { children: [{ type: 'link', fields: { doc: { relationTo: 'products', value: 7 } } }] },
    })
    await db.run(
      `INSERT INTO news (id, title, slug, is_published, _status, body) VALUES (1, '新闻', 'n', ${yes}, 'published', '${body}')`,
    )

    await db.up(target)

    const offerings = await db.all(
      `SELECT id, name, kind, price, price_note, "group", delivery_time, delivery_unit, lessons, highlighted, button_text FROM products ORDER BY id`,
    )
    const byName = (name: string) => offerings.find((row) => row.name === name)!
    expect(byName('旧商品')).toMatchObject({ id: 7, kind: 'product' })
    expect(Number(byName('旧商品').price)).toBe(100)
    expect(await db.all(`SELECT text FROM products_texts WHERE parent_id = 7`)).toEqual([{ text: '热门' }])

    const tier = byName('高端课题')
    expect(tier).toMatchObject({ kind: 'tier', price_note: 'from', group: '高端课题', delivery_unit: 'month' })
    expect(Number(tier.price)).toBe(40000)
    expect(Number(tier.delivery_time)).toBe(2)
    const texts = await db.all(
      `SELECT path, text FROM products_texts WHERE parent_id = ${tier.id} ORDER BY path, "order"`,
    )
    expect(texts).toEqual([
      { path: 'addons.0.features', text: '至录用' },
      { path: 'features', text: '多组学' },
      { path: 'features', text: '高分期刊' },
    ])
    const [addon] = await db.all(`SELECT name, price FROM products_addons WHERE _parent_id = ${tier.id}`)
    expect(addon?.name).toBe('协议包')
    expect(Number(addon?.price)).toBe(11000)

    const placed = async (id: unknown) =>
      (
        await db.all(`SELECT service_pages_id FROM products_rels WHERE parent_id = ${id} AND path = 'service_pages'`)
      ).map((row) => Number(row.service_pages_id))
    expect(await placed(tier.id)).toEqual([1])
    expect(byName('科研测试服务·基础')).toMatchObject({ kind: 'test-service', button_text: '立即购买' })
    expect(
      await db.all(
        `SELECT text FROM products_texts WHERE parent_id = ${byName('科研测试服务·基础').id} ORDER BY "order"`,
      ),
    ).toEqual([{ text: '研究背景梳理' }, { text: '评估报告交付' }])

    expect(byName('统计分析指导')).toMatchObject({ kind: 'course' })
    expect(Number(byName('统计分析指导').price)).toBe(1999)
    expect(await placed(byName('统计分析指导').id)).toEqual([2])
    const range = offerings.filter((row) => String(row.name).startsWith('论文润色与选刊'))
    expect(range.map((row) => Number(row.price)).sort()).toEqual([1999, 5999])
    for (const row of range) expect(await placed(row.id)).toEqual([3])

    expect(byName('标准版')).toMatchObject({ kind: 'package', delivery_unit: 'week' })
    expect(Number(byName('标准版').lessons)).toBe(8)
    expect([true, 1]).toContain(byName('标准版').highlighted)
    expect(
      await db.all(`SELECT text FROM products_texts WHERE parent_id = ${byName('标准版').id} ORDER BY "order"`),
    ).toEqual([{ text: '审稿意见逐条解读' }, { text: '2次修改稿审阅' }])
    expect(await placed(byName('基础版').id)).toEqual([4])
    expect(byName('影像组学ROI勾画')).toMatchObject({ kind: 'extra' })
    expect(await placed(byName('影像组学ROI勾画').id)).toEqual([1])

    const [news] = await db.all(`SELECT body FROM news WHERE id = 1`)
    expect(JSON.stringify(news?.body)).toContain('offerings')
    expect(JSON.stringify(news?.body)).not.toContain('"products')

    const tables = await db.all(
      db.name === 'postgres'
        ? `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`
        : `SELECT name FROM sqlite_master WHERE type = 'table'`,
    )
    const names = tables.map((row) => row.name)
    for (const gone of ['service_tiers', 'core_projects', 'service_pages_packages', 'service_pages_extras']) {
      expect(names).not.toContain(gone)
    }
  }, 120_000)
})
