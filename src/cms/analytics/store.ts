import crypto from 'node:crypto'
import type { Payload, TaskConfig } from 'payload'
import { rawQuery } from '@/cms/raw-sql'
import { chinaDay } from '@/cms/projects/dates'
import type { DeviceClass, TrafficSource } from './sources'

/**
 * Storage of the first-party traffic figures: page views as they arrive (`analytics_events`, at
 * most RAW_DAYS days), one roll-up per finished day (`analytics_daily`), and the day's salt that
 * makes a visitor's hash. The salt is random, kept only in the database's key-value table and
 * removed once its day has been rolled up, so a hash cannot be linked to anyone afterwards, nor to
 * the same visitor on another day. Every instance reads the same salt (insert-if-absent).
 */

/** Raw page views older than this many days are deleted (the issue's 30-day limit). */
export const RAW_DAYS = 30
/** The longest window the dashboard and the summary API answer for. */
export const MAX_SUMMARY_DAYS = 366
/** Path of the whole-site rows in analytics_daily (distinct visitors are not summed over paths). */
export const SITE_PATH = '*'

export type PageView = {
  day: string
  path: string
  source: TrafficSource
  campaign: string | null
  device: DeviceClass
  visitor: string
}

/** 'YYYY-MM-DD' plus `days` (negative to go back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export const today = (now = new Date()): string => chinaDay(now)

const saltKey = (day: string) => `analytics:salt:${day}`

/** This process's copy of today's salt: a page view then costs one statement, the insert. */
let knownSalt: { day: string; salt: string } | null = null

/** The day's random salt, created by whichever instance asks first. */
export async function dailySalt(payload: Payload, day: string): Promise<string> {
  if (knownSalt?.day === day) return knownSalt.salt
  const fresh = JSON.stringify({ salt: crypto.randomBytes(32).toString('hex') })
  await rawQuery(
    payload,
    {
      sqlite: `INSERT INTO "payload_kv" ("key", "data") VALUES (?, ?) ON CONFLICT ("key") DO NOTHING`,
      postgres: `INSERT INTO "payload_kv" ("key", "data") VALUES ($1, $2::jsonb) ON CONFLICT ("key") DO NOTHING`,
    },
    [saltKey(day), fresh],
  )
  const rows = await rawQuery<{ data: unknown }>(
    payload,
    {
      sqlite: `SELECT "data" FROM "payload_kv" WHERE "key" = ?`,
      postgres: `SELECT "data" FROM "payload_kv" WHERE "key" = $1`,
    },
    [saltKey(day)],
  )
  const data = typeof rows[0]?.data === 'string' ? JSON.parse(rows[0].data) : rows[0]?.data
  const salt = (data as { salt?: string } | undefined)?.salt
  if (!salt) throw new Error('analytics: no salt for the day')
  knownSalt = { day, salt }
  return salt
}

/** The visitor's hash for the day: the salt over address and browser, neither of which is kept. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return crypto.createHmac('sha256', salt).update(`${address}\n${userAgent}`).digest('hex').slice(0, 32)
}

/** One page view, in a single statement (the beacon's answer does not wait for Payload's hooks). */
export async function recordPageView(payload: Payload, view: PageView): Promise<void> {
  await rawQuery(
    payload,
    {
      sqlite: `INSERT INTO "analytics_events" ("day", "path", "source", "campaign", "device", "visitor") VALUES (?, ?, ?, ?, ?, ?)`,
      postgres: `INSERT INTO "analytics_events" ("day", "path", "source", "campaign", "device", "visitor") VALUES ($1, $2, $3, $4, $5, $6)`,
    },
    [view.day, view.path, view.source, view.campaign, view.device, view.visitor],
  )
}

export type DailyRow = {
  day: string
  path: string
  source: TrafficSource
  campaign: string | null
  device: DeviceClass
  views: number
  visitors: number
}

/** Raw views of the days from `from` on (inclusive), grouped as analytics_daily holds them. */
export async function groupRawViews(payload: Payload, from: string, to?: string): Promise<DailyRow[]> {
  const until = to ?? '9999-12-31'
  const grouped = (byPath: boolean) =>
    rawQuery<Record<string, unknown>>(
      payload,
      {
        sqlite: `SELECT "day", ${byPath ? '"path"' : `'${SITE_PATH}'`} AS "path", "source", "campaign", "device",
            COUNT(*) AS "views", COUNT(DISTINCT "visitor") AS "visitors"
          FROM "analytics_events" WHERE "day" >= ? AND "day" <= ?
          GROUP BY "day", ${byPath ? '"path", ' : ''}"source", "campaign", "device"`,
        postgres: `SELECT "day", ${byPath ? '"path"' : `'${SITE_PATH}'`} AS "path", "source"::text AS "source", "campaign", "device"::text AS "device",
            COUNT(*) AS "views", COUNT(DISTINCT "visitor") AS "visitors"
          FROM "analytics_events" WHERE "day" >= $1 AND "day" <= $2
          GROUP BY "day", ${byPath ? '"path", ' : ''}"source", "campaign", "device"`,
      },
      [from, until],
    )
  const rows = [...(await grouped(true)), ...(await grouped(false))]
  return rows.map(toDailyRow)
}

function toDailyRow(row: Record<string, unknown>): DailyRow {
  return {
    day: String(row.day),
    path: String(row.path),
    source: String(row.source) as TrafficSource,
    campaign: row.campaign === null || row.campaign === undefined || row.campaign === '' ? null : String(row.campaign),
    device: String(row.device) as DeviceClass,
    views: Number(row.views),
    visitors: Number(row.visitors),
  }
}

/** Rolled-up rows of the days from `from` to `to` (inclusive). */
export async function readDailyRows(payload: Payload, from: string, to: string): Promise<DailyRow[]> {
  const rows = await rawQuery<Record<string, unknown>>(
    payload,
    {
      sqlite: `SELECT "day", "path", "source", "campaign", "device", "views", "visitors" FROM "analytics_daily" WHERE "day" >= ? AND "day" <= ?`,
      postgres: `SELECT "day", "path", "source"::text AS "source", "campaign", "device"::text AS "device", "views", "visitors" FROM "analytics_daily" WHERE "day" >= $1 AND "day" <= $2`,
    },
    [from, to],
  )
  return rows.map(toDailyRow)
}

async function rolledUpDays(payload: Payload, from: string): Promise<Set<string>> {
  const rows = await rawQuery<{ day: string }>(
    payload,
    {
      sqlite: `SELECT DISTINCT "day" FROM "analytics_daily" WHERE "day" >= ?`,
      postgres: `SELECT DISTINCT "day" FROM "analytics_daily" WHERE "day" >= $1`,
    },
    [from],
  )
  return new Set(rows.map((row) => String(row.day)))
}

/**
 * The figures of the days from `from` to `to`: roll-ups where a day has them, the raw views (grouped
 * the same way) for the days not yet rolled up, today among them.
 */
export async function viewsBetween(payload: Payload, from: string, to: string): Promise<DailyRow[]> {
  const [daily, rolled] = await Promise.all([readDailyRows(payload, from, to), rolledUpDays(payload, from)])
  // Raw views are grouped only from the first day without roll-ups on (today, as a rule).
  let firstRaw = from < addDays(to, -RAW_DAYS) ? addDays(to, -RAW_DAYS) : from
  while (firstRaw <= to && rolled.has(firstRaw)) firstRaw = addDays(firstRaw, 1)
  if (firstRaw > to) return daily
  const raw = (await groupRawViews(payload, firstRaw, to)).filter((row) => !rolled.has(row.day))
  return [...daily, ...raw]
}

const INSERT_CHUNK = 100

async function insertDailyRows(payload: Payload, rows: DailyRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK)
    const args = chunk.flatMap((row) => [
      row.day,
      row.path,
      row.source,
      row.campaign,
      row.device,
      row.views,
      row.visitors,
    ])
    const values = (placeholder: (index: number) => string) =>
      chunk
        .map((_, row) => `(${[0, 1, 2, 3, 4, 5, 6].map((column) => placeholder(row * 7 + column)).join(', ')})`)
        .join(', ')
    await rawQuery(
      payload,
      {
        sqlite: `INSERT INTO "analytics_daily" ("day", "path", "source", "campaign", "device", "views", "visitors") VALUES ${values(() => '?')}`,
        postgres: `INSERT INTO "analytics_daily" ("day", "path", "source", "campaign", "device", "views", "visitors") VALUES ${values((index) => `$${index + 1}`)}`,
      },
      args,
    )
  }
}

/**
 * Rolls up every finished day (before today in China) that has raw views and no roll-up yet, then
 * deletes raw views older than RAW_DAYS days and the salts of rolled-up days. Safe to run again:
 * a day with roll-ups is skipped. Returns the days rolled up.
 */
export async function rollUpAnalytics(payload: Payload, now = new Date()): Promise<string[]> {
  const current = today(now)
  const oldest = addDays(current, -RAW_DAYS)
  const pending = await rawQuery<{ day: string }>(
    payload,
    {
      sqlite: `SELECT DISTINCT "day" FROM "analytics_events" WHERE "day" < ? AND "day" NOT IN (SELECT DISTINCT "day" FROM "analytics_daily") ORDER BY "day"`,
      postgres: `SELECT DISTINCT "day" FROM "analytics_events" WHERE "day" < $1 AND "day" NOT IN (SELECT DISTINCT "day" FROM "analytics_daily") ORDER BY "day"`,
    },
    [current],
  )
  const days: string[] = []
  for (const { day } of pending) {
    // Two runs at once (two instances queued the task): the one that claims the day writes it.
    if (!(await claimDay(payload, String(day)))) continue
    try {
      await insertDailyRows(payload, await groupRawViews(payload, String(day), String(day)))
    } catch (error) {
      await releaseDay(payload, String(day))
      throw error
    }
    days.push(String(day))
  }
  await rawQuery(
    payload,
    {
      sqlite: `DELETE FROM "analytics_events" WHERE "day" < ?`,
      postgres: `DELETE FROM "analytics_events" WHERE "day" < $1`,
    },
    [oldest],
  )
  await rawQuery(
    payload,
    {
      sqlite: `DELETE FROM "payload_kv" WHERE "key" LIKE 'analytics:rolled:%' AND "key" < ?`,
      postgres: `DELETE FROM "payload_kv" WHERE "key" LIKE 'analytics:rolled:%' AND "key" < $1`,
    },
    [rolledKey(oldest)],
  )
  // Yesterday's salt may still be asked for by a view sent just before midnight: keep it one day.
  await rawQuery(
    payload,
    {
      sqlite: `DELETE FROM "payload_kv" WHERE "key" LIKE 'analytics:salt:%' AND "key" < ?`,
      postgres: `DELETE FROM "payload_kv" WHERE "key" LIKE 'analytics:salt:%' AND "key" < $1`,
    },
    [saltKey(addDays(current, -1))],
  )
  return days
}

const rolledKey = (day: string) => `analytics:rolled:${day}`

/** Claims `day` for one roll-up in a single statement; false when another run has it. */
async function claimDay(payload: Payload, day: string): Promise<boolean> {
  const rows = await rawQuery(
    payload,
    {
      sqlite: `INSERT INTO "payload_kv" ("key", "data") VALUES (?, ?) ON CONFLICT ("key") DO NOTHING RETURNING "key"`,
      postgres: `INSERT INTO "payload_kv" ("key", "data") VALUES ($1, $2::jsonb) ON CONFLICT ("key") DO NOTHING RETURNING "key"`,
    },
    [rolledKey(day), JSON.stringify({ at: new Date().toISOString() })],
  )
  return rows.length === 1
}

/** A failed roll-up leaves nothing half-written: its rows and its claim go, the next run tries again. */
async function releaseDay(payload: Payload, day: string): Promise<void> {
  await rawQuery(
    payload,
    {
      sqlite: `DELETE FROM "analytics_daily" WHERE "day" = ?`,
      postgres: `DELETE FROM "analytics_daily" WHERE "day" = $1`,
    },
    [day],
  )
  await rawQuery(
    payload,
    { sqlite: `DELETE FROM "payload_kv" WHERE "key" = ?`, postgres: `DELETE FROM "payload_kv" WHERE "key" = $1` },
    [rolledKey(day)],
  )
}

export const ANALYTICS_ROLLUP_TASK = 'analyticsRollup'

/** Hourly: finished days rolled up, old raw views and salts removed (one runner at a time: cms/jobs.ts). */
export const analyticsRollupTask: TaskConfig<{ input: object; output: object }> = {
  slug: ANALYTICS_ROLLUP_TASK,
  label: '访问统计汇总',
  inputSchema: [],
  schedule: [{ cron: '7 * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    const days = await rollUpAnalytics(req.payload)
    if (days.length > 0) req.payload.logger.info({ msg: '[analytics] days rolled up', days })
    return { output: {} }
  },
}
