import type { Payload } from 'payload'
import { rawQuery } from '@/cms/raw-sql'
import { rebuildSearchIndex } from '@/cms/search/index-store'

/**
 * Ten years of a research-service company's content and traffic, written straight into the tables
 * in multi-row INSERTs (a few seconds, not one API call per row), for `npm run bench -- --scale`
 * (src/testing/scale/scale-bench.int.test.ts). Deterministic: the same counts give the same rows.
 * Page views are not listed: the site stores none beyond each article's and case's view counter,
 * which the generated rows carry.
 */
export const SCALE_COUNTS = {
  news: 5_000,
  cases: 1_000,
  resources: 2_000,
  offerings: 500,
  members: 100_000,
  enquiries: 200_000,
  subscribers: 20_000,
} as const

export type ScaleCounts = { [Key in keyof typeof SCALE_COUNTS]: number }

type Row = Record<string, string | number | boolean | null>

const DAY_MS = 86_400_000
const YEARS = 10
const CATEGORIES = ['学术前沿', '技术进展', '行业资讯', '公司动态', '政策解读', '基金申报']
const SERVICES = ['生物信息分析', '临床研究设计', 'Meta 分析', '统计分析', '论文润色', '基金申请辅导', '湿实验服务']
const STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost']
const SUBJECTS = [
  '单细胞转录组',
  '孟德尔随机化',
  '肿瘤免疫微环境',
  '列线图预测模型',
  '网状 Meta 分析',
  '机器学习诊断模型',
]

/** A number from 0 to 1 fixed by `seed` (the same rows on every run). */
function unit(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453
  return x - Math.floor(x)
}

const pick = <T>(items: readonly T[], seed: number): T => items[Math.floor(unit(seed) * items.length)]!

/** An instant `index` of `count` steps into the last ten years, oldest first. */
function spread(index: number, count: number, now: number): string {
  return new Date(now - YEARS * 365 * DAY_MS + Math.floor(((index + 0.5) / count) * YEARS * 365 * DAY_MS)).toISOString()
}

/** Inserts `rows` (all with the same columns) in statements of at most ~30,000 parameters. */
async function bulkInsert(payload: Payload, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0]!)
  const postgres = payload.db.name === 'postgres'
  const perStatement = Math.max(1, Math.floor(30_000 / columns.length))
  const columnList = columns.map((column) => `"${column}"`).join(', ')
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    const args: unknown[] = []
    const tuples = chunk.map((row) => {
      const marks = columns.map((column) => {
        const value = row[column]
        args.push(typeof value === 'boolean' && !postgres ? Number(value) : value)
        return postgres ? `$${args.length}` : '?'
      })
      return `(${marks.join(', ')})`
    })
    const sql = `INSERT INTO "${table}" (${columnList}) VALUES ${tuples.join(', ')}`
    await rawQuery(payload, { sqlite: sql, postgres: sql }, args)
  }
}

/** The next free id of `table`: generated rows take ids from there, so relations can name them. */
async function nextId(payload: Payload, table: string): Promise<number> {
  const [row] = await rawQuery<{ max: number | string | null }>(
    payload,
    { sqlite: `SELECT max(id) AS max FROM "${table}"`, postgres: `SELECT max(id) AS max FROM "${table}"` },
    [],
  )
  return Number(row?.max ?? 0) + 1
}

/** PostgreSQL's id sequences past the rows written with explicit ids (SQLite needs nothing). */
async function advanceSequences(payload: Payload, tables: string[]): Promise<void> {
  if (payload.db.name !== 'postgres') return
  for (const table of tables) {
    const sql = `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max(id) FROM "${table}"))`
    await rawQuery(payload, { sqlite: sql, postgres: sql }, [])
  }
}

/** A rich-text body of a seeded article, reused by every generated one (a real, renderable body). */
async function sampleBody(payload: Payload): Promise<string | null> {
  const [row] = await rawQuery<{ body: unknown }>(
    payload,
    {
      sqlite: 'SELECT body FROM news WHERE body IS NOT NULL LIMIT 1',
      postgres: 'SELECT body FROM news WHERE body IS NOT NULL LIMIT 1',
    },
    [],
  )
  if (!row?.body) return null
  return typeof row.body === 'string' ? row.body : JSON.stringify(row.body)
}

/** Fills the (migrated, seeded) database with `counts` rows of each kind; returns how long it took. */
export async function fillScaleData(
  payload: Payload,
  counts: ScaleCounts = SCALE_COUNTS,
  log: (line: string) => void = () => {},
): Promise<{ ms: number }> {
  const started = performance.now()
  const now = Date.now()
  const body = await sampleBody(payload)

  const newsStart = await nextId(payload, 'news')
  await bulkInsert(
    payload,
    'news',
    Array.from({ length: counts.news }, (_, i) => {
      const at = spread(i, counts.news, now)
      return {
        id: newsStart + i,
        title: `${pick(SUBJECTS, i)}研究进展与方法解读（第 ${i + 1} 期）`,
        slug: `scale-news-${i + 1}`,
        summary: `${pick(SUBJECTS, i + 7)}方向的最新文献、方法与常见问题，第 ${i + 1} 期。`,
        body,
        category: pick(CATEGORIES, i + 3),
        published_at: at,
        is_published: true,
        views_count: Math.floor(unit(i + 11) * 5000),
        created_at: at,
        updated_at: at,
        _status: 'published',
      }
    }),
  )
  log(`news ${counts.news}`)

  const casesStart = await nextId(payload, 'cases')
  await bulkInsert(
    payload,
    'cases',
    Array.from({ length: counts.cases }, (_, i) => {
      const at = spread(i, counts.cases, now)
      return {
        id: casesStart + i,
        title: `${pick(SUBJECTS, i + 5)}研究发表于 IF ${(2 + unit(i) * 10).toFixed(1)} 期刊（案例 ${i + 1}）`,
        slug: `scale-case-${i + 1}`,
        description: `客户在我们的协助下完成${pick(SUBJECTS, i + 9)}研究并成功发表。`,
        service_type: pick(SERVICES, i),
        year: 2016 + Math.floor((i / counts.cases) * YEARS),
        is_featured: false,
        is_published: true,
        sort_order: 1000 + i,
        views_count: Math.floor(unit(i + 13) * 3000),
        created_at: at,
        updated_at: at,
        _status: 'published',
      }
    }),
  )
  log(`cases ${counts.cases}`)

  await bulkInsert(
    payload,
    'academic_resources',
    Array.from({ length: counts.resources }, (_, i) => {
      const at = spread(i, counts.resources, now)
      return {
        title: `${pick(SUBJECTS, i + 2)}学习资料 ${i + 1}`,
        description: '科研方法与数据分析的入门与进阶资料。',
        category: pick(['入门教程', '数据分析', '编程技能', '高级研究'], i),
        file_type: 'PDF',
        file_size: 1_000_000 + Math.floor(unit(i) * 3_000_000),
        original_filename: `scale-resource-${i + 1}.pdf`,
        sort_order: 1000 + i,
        is_active: true,
        filename: `scale-resource-${i + 1}.pdf`,
        mime_type: 'application/pdf',
        filesize: 1_000_000 + Math.floor(unit(i) * 3_000_000),
        created_at: at,
        updated_at: at,
      }
    }),
  )
  log(`resources ${counts.resources}`)

  const categoryIds = (
    await rawQuery<{ id: number }>(
      payload,
      { sqlite: 'SELECT id FROM categories ORDER BY id', postgres: 'SELECT id FROM categories ORDER BY id' },
      [],
    )
  ).map((row) => row.id)
  await bulkInsert(
    payload,
    'products',
    Array.from({ length: counts.offerings }, (_, i) => {
      const at = spread(i, counts.offerings, now)
      return {
        name: `${pick(SUBJECTS, i + 4)}${pick(['分析', '辅导', '课程', '套餐'], i)} ${i + 1}`,
        kind: 'product',
        description: '按需定制的科研服务方案。',
        price: 500 + Math.floor(unit(i + 17) * 40) * 500,
        category_id: categoryIds.length ? pick(categoryIds, i) : null,
        sort_order: 1000 + i,
        is_active: true,
        created_at: at,
        updated_at: at,
        _status: 'published',
      }
    }),
  )
  log(`offerings ${counts.offerings}`)

  // Members: a password hash no password matches (they are measured, never signed in).
  const usersStart = await nextId(payload, 'users')
  const members: Row[] = []
  const roles: Row[] = []
  for (let i = 0; i < counts.members; i++) {
    const at = spread(i, counts.members, now)
    members.push({
      id: usersStart + i,
      full_name: `会员${i + 1}`,
      email: `member${i + 1}@scale.example.com`,
      email_confirmed_at: at,
      salt: 'scale',
      hash: 'scale-no-password',
      created_at: at,
      updated_at: at,
    })
    roles.push({ order: 1, parent_id: usersStart + i, value: 'member' })
  }
  await bulkInsert(payload, 'users', members)
  await bulkInsert(payload, 'users_roles', roles)
  log(`members ${counts.members}`)

  const enquiries: Row[] = []
  for (let i = 0; i < counts.enquiries; i++) {
    const at = spread(i, counts.enquiries, now)
    const member = unit(i + 23) < 0.3 ? usersStart + Math.floor(unit(i + 29) * counts.members) : null
    enquiries.push({
      name: `访客${i + 1}`,
      email: `visitor${i + 1}@scale.example.com`,
      phone: `139${String(i).padStart(8, '0')}`,
      service: pick(SERVICES, i + 31),
      message: `您好，我想咨询${pick(SUBJECTS, i + 37)}相关的服务，请与我联系。`,
      status: i > counts.enquiries - 500 ? 'new' : pick(STATUSES, i + 41),
      member_id: member,
      consent: true,
      source_page: '/contact',
      created_at: at,
      updated_at: at,
    })
  }
  await bulkInsert(payload, 'enquiries', enquiries)
  log(`enquiries ${counts.enquiries}`)

  await bulkInsert(
    payload,
    'newsletter_subscriptions',
    Array.from({ length: counts.subscribers }, (_, i) => {
      const at = spread(i, counts.subscribers, now)
      const confirmed = unit(i + 43) < 0.85
      return {
        email: `reader${i + 1}@scale.example.com`,
        status: confirmed ? 'confirmed' : 'pending',
        confirmed_at: confirmed ? at : null,
        created_at: at,
        updated_at: at,
      }
    }),
  )
  log(`subscribers ${counts.subscribers}`)

  await advanceSequences(payload, [
    'news',
    'cases',
    'academic_resources',
    'products',
    'users',
    'users_roles',
    'enquiries',
    'newsletter_subscriptions',
  ])
  const indexed = await rebuildSearchIndex(payload)
  log(`search index ${indexed}`)
  return { ms: Math.round(performance.now() - started) }
}
