import { sql } from '@payloadcms/db-sqlite'
import { migrationDatabase, type MigrationArgs, type MigrationRow } from '@/cms/migration-sql'

/**
 * The data half of the one-catalogue migration (docs/decisions/2026-11-27-one-catalogue.md). The
 * products table stays where it is and becomes the offerings' table, so every product keeps its id,
 * drafts and history. What held a price elsewhere becomes an offering of its own:
 * - 辅导方案 (service_tiers): kind 辅导档位, on its page, features and add-on included;
 * - 核心项目 (core_projects): kind 测试服务 when its title has 测试 (the test-services page), else 核心项目;
 * - a service page's price or price range: one offering (fixed or 起) or two (lowest, highest);
 * - a page's 套餐 and 附加服务 rows: kind 套餐 / 附加服务 on that page.
 *
 * Called from the generated migration of both adapters:
 *   const legacy = await readLegacyCatalogue({ db, payload })   // first line of up()
 *   ...generated SQL (drops the old tables and columns)...
 *   await writeOfferings({ db, payload }, legacy)               // last line of up()
 */

type Tier = {
  page: string
  group: string | null
  name: string
  price: number | null
  starting: boolean
  description: string | null
  notes: string | null
  researchType: string | null
  dataRequirement: string | null
  addon: { name: string; price: number | null; features: string[] } | null
  features: string[]
  sortOrder: number
  active: boolean
}

type CoreProject = {
  title: string
  price: number | null
  description: string | null
  features: string[]
  buttonText: string | null
  notes: string | null
  sortOrder: number
  active: boolean
}

type PagePrice = {
  pageId: number
  title: string
  template: string
  price: number | null
  min: number | null
  max: number | null
}

type PageRow = {
  pageId: number
  order: number
  name: string
  price: number | null
  lessons: number | null
  duration: string | null
  highlighted: boolean
  features: string[]
  description: string | null
}

export type LegacyCatalogue = {
  pageIds: Map<string, number>
  tiers: Tier[]
  coreProjects: CoreProject[]
  pagePrices: PagePrice[]
  packages: PageRow[]
  extras: PageRow[]
}

type Delivery = { time: number; unit: 'workday' | 'day' | 'week' | 'month' }

const UNITS: Record<string, Delivery['unit']> = { 工作日: 'workday', 天: 'day', 周: 'week', 月: 'month' }

/** '约2周' → 2 weeks, '3-5个工作日' → 5 working days (the upper bound); null when no time is stated. */
export function deliveryFromText(text: string | null): Delivery | null {
  const match = text?.match(/(\d+)(?:\s*[-~–至到]\s*(\d+))?\s*个?\s*(工作日|天|周|月)/)
  if (!match) return null
  return { time: Number(match[2] ?? match[1]), unit: UNITS[match[3]!]! }
}

const num = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : null
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)
const bool = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't'

function textsBy(rows: MigrationRow[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>()
  const sorted = [...rows].sort((a, b) => Number(a.order) - Number(b.order))
  for (const row of sorted) {
    const key = `${row.parent_id}:${row.path}`
    byKey.set(key, [...(byKey.get(key) ?? []), String(row.text ?? '')])
  }
  return byKey
}

/** Reads everything priced outside the products table, before the schema SQL drops it. */
export async function readLegacyCatalogue(args: MigrationArgs): Promise<LegacyCatalogue> {
  const db = migrationDatabase(args)
  const pages = await db.rows(
    sql`SELECT id, slug, title, template, price, price_min, price_max FROM service_pages ORDER BY id`,
  )
  const pageIds = new Map(pages.map((page) => [String(page.slug), Number(page.id)]))

  const tierTexts = textsBy(await db.rows(sql`SELECT parent_id, path, "order", text FROM service_tiers_texts`))
  const tiers = (await db.rows(sql`SELECT * FROM service_tiers ORDER BY sort_order, id`)).map((row): Tier => {
    const addonName = str(row.addon_name)?.trim() ?? null
    return {
      page: String(row.page),
      group: str(row.category),
      name: String(row.name),
      price: num(row.price),
      starting: bool(row.price_is_starting),
      description: str(row.description),
      notes: str(row.notes),
      researchType: str(row.type),
      dataRequirement: str(row.data_requirement),
      addon: addonName
        ? { name: addonName, price: num(row.addon_price), features: tierTexts.get(`${row.id}:addon.features`) ?? [] }
        : null,
      features: tierTexts.get(`${row.id}:features`) ?? [],
      sortOrder: num(row.sort_order) ?? 0,
      active: row.is_active === null ? true : bool(row.is_active),
    }
  })

  const coreProjects = (await db.rows(sql`SELECT * FROM core_projects ORDER BY sort_order, id`)).map(
    (row): CoreProject => ({
      title: String(row.title),
      price: num(row.price),
      description: str(row.description),
      features: (str(row.service_content) ?? '')
        .split('•')
        .map((item) => item.trim())
        .filter(Boolean),
      buttonText: str(row.button_text),
      notes: str(row.notes),
      sortOrder: num(row.sort_order) ?? 0,
      active: row.is_active === null ? true : bool(row.is_active),
    }),
  )

  const pagePrices = pages
    .map((page): PagePrice => ({
      pageId: Number(page.id),
      title: String(page.title),
      template: String(page.template),
      price: num(page.price),
      min: num(page.price_min),
      max: num(page.price_max),
    }))
    .filter((page) => page.price !== null || page.min !== null || page.max !== null)

  const pageTexts = textsBy(await db.rows(sql`SELECT parent_id, path, "order", text FROM service_pages_texts`))
  const packages = (await db.rows(sql`SELECT * FROM service_pages_packages ORDER BY _parent_id, _order`)).map(
    (row): PageRow => ({
      pageId: Number(row._parent_id),
      order: Number(row._order),
      name: String(row.name ?? ''),
      price: num(row.price),
      lessons: num(row.lessons),
      duration: str(row.duration),
      highlighted: bool(row.highlighted),
      features: pageTexts.get(`${row._parent_id}:packages.${Number(row._order) - 1}.features`) ?? [],
      description: null,
    }),
  )
  const extras = (await db.rows(sql`SELECT * FROM service_pages_extras ORDER BY _parent_id, _order`)).map(
    (row): PageRow => ({
      pageId: Number(row._parent_id),
      order: Number(row._order),
      name: String(row.name ?? ''),
      price: num(row.price),
      lessons: null,
      duration: null,
      highlighted: false,
      features: [],
      description: str(row.description),
    }),
  )
  return { pageIds, tiers, coreProjects, pagePrices, packages, extras }
}

type NewOffering = {
  kind: 'tier' | 'product' | 'course' | 'package' | 'core-project' | 'test-service' | 'extra'
  name: string
  price: number | null
  priceNote?: 'from' | null
  description?: string | null
  notes?: string | null
  group?: string | null
  researchType?: string | null
  dataRequirement?: string | null
  lessons?: number | null
  highlighted?: boolean
  buttonText?: string | null
  delivery?: Delivery | null
  features?: string[]
  addon?: { name: string; price: number | null; features: string[] } | null
  pageId?: number | null
  sortOrder: number
  active: boolean
}

/** Writes the legacy records as offerings (published, placed on their pages). */
export async function writeOfferings(args: MigrationArgs, legacy: LegacyCatalogue): Promise<void> {
  const db = migrationDatabase(args)
  const flag = (value: boolean) => (db.postgres ? value : value ? 1 : 0)

  async function insert(offering: NewOffering): Promise<void> {
    const [row] = await db.rows(sql`INSERT INTO products
      (name, kind, description, price, price_note, delivery_time, delivery_unit, "group", data_requirement,
       research_type, lessons, highlighted, notes, button_text, sort_order, is_active, _status)
      VALUES (${offering.name}, ${offering.kind}, ${offering.description ?? null}, ${offering.price},
       ${offering.priceNote ?? null}, ${offering.delivery?.time ?? null}, ${offering.delivery?.unit ?? null},
       ${offering.group ?? null}, ${offering.dataRequirement ?? null}, ${offering.researchType ?? null},
       ${offering.lessons ?? null}, ${flag(offering.highlighted ?? false)}, ${offering.notes ?? null},
       ${offering.buttonText ?? null}, ${offering.sortOrder}, ${flag(offering.active)}, 'published')
      RETURNING id`)
    const id = Number(row!.id)
    for (const [index, text] of (offering.features ?? []).entries()) {
      await db.run(
        sql`INSERT INTO products_texts ("order", parent_id, path, text) VALUES (${index + 1}, ${id}, 'features', ${text})`,
      )
    }
    if (offering.addon) {
      const addonId = `${'0'.repeat(16)}${id.toString(16).padStart(8, '0')}`
      await db.run(sql`INSERT INTO products_addons (_order, _parent_id, id, name, price)
        VALUES (1, ${id}, ${addonId}, ${offering.addon.name}, ${offering.addon.price})`)
      for (const [index, text] of offering.addon.features.entries()) {
        await db.run(
          sql`INSERT INTO products_texts ("order", parent_id, path, text) VALUES (${index + 1}, ${id}, 'addons.0.features', ${text})`,
        )
      }
    }
    if (offering.pageId) {
      await db.run(sql`INSERT INTO products_rels ("order", parent_id, path, service_pages_id)
        VALUES (1, ${id}, 'service_pages', ${offering.pageId})`)
    }
  }

  for (const tier of legacy.tiers) {
    await insert({
      kind: 'tier',
      name: tier.name,
      price: tier.price,
      priceNote: tier.starting ? 'from' : null,
      description: tier.description,
      notes: tier.notes,
      group: tier.group,
      researchType: tier.researchType,
      dataRequirement: tier.dataRequirement,
      delivery: deliveryFromText(tier.notes),
      features: tier.features,
      addon: tier.addon,
      pageId: legacy.pageIds.get(tier.page) ?? null,
      sortOrder: tier.sortOrder,
      active: tier.active,
    })
  }
  for (const project of legacy.coreProjects) {
    await insert({
      kind: project.title.includes('测试') ? 'test-service' : 'core-project',
      name: project.title,
      price: project.price,
      description: project.description,
      notes: project.notes,
      buttonText: project.buttonText,
      features: project.features,
      sortOrder: project.sortOrder,
      active: project.active,
    })
  }
  for (const page of legacy.pagePrices) {
    const kind = page.template === 'course' ? 'course' : 'product'
    const base = { kind, pageId: page.pageId, active: true } as const
    if (page.price !== null) {
      await insert({ ...base, name: page.title, price: page.price, sortOrder: 0 })
    } else if (page.min !== null && page.max !== null && page.min !== page.max) {
      await insert({ ...base, name: `${page.title}（起步价）`, price: Math.min(page.min, page.max), sortOrder: 0 })
      await insert({ ...base, name: `${page.title}（最高价）`, price: Math.max(page.min, page.max), sortOrder: 1 })
    } else {
      const only = page.min ?? page.max
      await insert({
        ...base,
        name: page.title,
        price: only,
        priceNote: page.max === null ? 'from' : null,
        sortOrder: 0,
      })
    }
  }
  for (const pack of legacy.packages) {
    await insert({
      kind: 'package',
      name: pack.name,
      price: pack.price,
      lessons: pack.lessons,
      highlighted: pack.highlighted,
      delivery: deliveryFromText(pack.duration),
      notes: deliveryFromText(pack.duration) ? null : pack.duration,
      features: pack.features,
      pageId: pack.pageId,
      sortOrder: pack.order,
      active: true,
    })
  }
  for (const extra of legacy.extras) {
    await insert({
      kind: 'extra',
      name: extra.name,
      price: extra.price,
      description: extra.description,
      pageId: extra.pageId,
      sortOrder: extra.order,
      active: true,
    })
  }

  // Rich-text links to products now name the offerings collection (PostgreSQL prints jsonb with a
  // space after the colon; SQLite keeps the text Payload wrote).
  const [from, to] = db.postgres
    ? ['"relationTo": "products"', '"relationTo": "offerings"']
    : ['"relationTo":"products"', '"relationTo":"offerings"']
  for (const [table, column] of [
    ['news', 'body'],
    ['cases', 'body'],
    ['services', 'body'],
    ['_news_v', 'version_body'],
    ['_cases_v', 'version_body'],
  ] as const) {
    const text = db.postgres ? `${column}::text` : column
    const value = db.postgres ? `replace(${text}, '${from}', '${to}')::jsonb` : `replace(${text}, '${from}', '${to}')`
    await db.run(sql.raw(`UPDATE ${table} SET ${column} = ${value} WHERE ${text} LIKE '%${from}%'`))
  }
  // The search index is rebuilt at the next start (an empty index is rebuilt; ensureSearchIndex).
  await db.run(sql`DELETE FROM search_documents`)
}
