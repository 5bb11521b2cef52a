import type { Payload } from 'payload'
import { rawQuery } from '@/cms/raw-sql'
import { PROJECT_STAGES } from '@/cms/projects/stages'

/**
 * The sales desk's view of client projects on the admin's home page: projects by stage, overdue
 * milestones and deliveries, quotes waiting for the client and invoice requests waiting for staff.
 * With `assignee`, only the projects that person is assigned to (and their quotes and invoices).
 *
 * Each figure is one SQL statement whatever the number of projects: the stages are one grouped
 * count, and each list reads only the rows the dashboard shows (the oldest first) with the total
 * beside them (`COUNT(*) OVER ()`), so nothing grows with the database but the database's own work.
 */
export type ProjectFigures = {
  byStage: { stage: string; label: string; count: number }[]
  /** Sent quote versions the client has not accepted yet, the longest waiting first. */
  awaitingAcceptance: ShortList<AwaitingQuote>
  /** Invoice requests not yet issued (or refused), the oldest first. */
  invoicesToIssue: ShortList<InvoiceToIssue>
  /** Open projects' milestones not done and deliveries past their day (Beijing time), the oldest first. */
  overdue: ShortList<OverdueItem>
}

/** The first `items` of a list of `total`. */
export type ShortList<T> = { total: number; items: T[] }

/** `id` is the project's, `number` and `title` too; `what` a milestone's title or 交付. */
export type OverdueItem = { id: number; number: string; title: string; what: string; due: string }
export type AwaitingQuote = {
  id: number
  projectId: number
  number: string
  title: string
  version: number
  sentAt: string
}
export type InvoiceToIssue = {
  id: number
  projectId: number
  number: string
  title: string
  amount: number
  requestedAt: string
}

export const OVERDUE_SHOWN = 10
export const AWAITING_SHOWN = 5

/** Stages in which milestones and the due date still matter. */
const OPEN_STAGES = ['quoting', 'quoted', 'confirmed', 'in_progress'] as const

type Statement = { sqlite: string; postgres: string; args: unknown[] }

/**
 * One statement for both dialects: `build` writes the SQL, calling `arg(value)` where a value goes
 * (`?` on SQLite, `$n` on PostgreSQL, in the same order).
 */
function statement(build: (arg: (value: unknown) => string) => string): Statement {
  const args: unknown[] = []
  const sqlite = build((value) => {
    args.push(value)
    return '?'
  })
  let index = 0
  const postgres = build(() => `$${++index}`)
  return { sqlite, postgres, args }
}

const run = <Row>(payload: Payload, { sqlite, postgres, args }: Statement) =>
  rawQuery<Row>(payload, { sqlite, postgres }, args)

/** Projects `assignee` is assigned to (Payload keeps hasMany relationships in `projects_rels`). */
const assignedTo = (project: string, assignee: number | null, arg: (value: unknown) => string) =>
  assignee === null
    ? '1 = 1'
    : `EXISTS (SELECT 1 FROM "projects_rels" r WHERE r."parent_id" = ${project}."id" AND r."path" = 'assignees' AND r."users_id" = ${arg(assignee)})`

/** PostgreSQL answers timestamps as Date and big counts and numerics as strings; SQLite as text and numbers. */
const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value ?? ''))
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/** Beijing midnight of `now`'s day: a due date before it lies on an earlier day in China. */
export function startOfChinaDay(now: Date): string {
  const day = new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10)
  return new Date(`${day}T00:00:00+08:00`).toISOString()
}

async function stageCounts(payload: Payload, assignee: number | null): Promise<ProjectFigures['byStage']> {
  const rows = await run<{ stage: unknown; count: unknown }>(
    payload,
    statement(
      (arg) =>
        `SELECT p."stage" AS "stage", COUNT(*) AS "count" FROM "projects" p WHERE ${assignedTo('p', assignee, arg)} GROUP BY p."stage"`,
    ),
  )
  const counts = new Map(rows.map((row) => [text(row.stage), Number(row.count)]))
  return PROJECT_STAGES.map(({ value, label }) => ({ stage: value, label, count: counts.get(value) ?? 0 }))
}

/** A short list read with `COUNT(*) OVER () AS "total"`: the whole count, and the rows shown. */
function shortList<Item>(rows: Record<string, unknown>[], item: (row: Record<string, unknown>) => Item) {
  return { total: rows[0] ? Number(rows[0].total) : 0, items: rows.map(item) }
}

/** The project a listed row belongs to. */
const projectOf = (row: Record<string, unknown>) => ({
  projectId: Number(row.project_id),
  number: text(row.number),
  title: text(row.title),
})

async function awaitingQuotes(
  payload: Payload,
  assignee: number | null,
  limit: number,
): Promise<ProjectFigures['awaitingAcceptance']> {
  const rows = await run<Record<string, unknown>>(
    payload,
    statement(
      (arg) => `SELECT q."id" AS "id", p."id" AS "project_id", p."number" AS "number", p."title" AS "title",
        q."version" AS "version", COALESCE(q."sent_at", q."created_at") AS "sent_at", COUNT(*) OVER () AS "total"
      FROM "project_quotes" q JOIN "projects" p ON p."id" = q."project_id"
      WHERE q."status" = 'sent' AND ${assignedTo('p', assignee, arg)}
      ORDER BY COALESCE(q."sent_at", q."created_at"), q."id"
      LIMIT ${arg(limit)}`,
    ),
  )
  return shortList(rows, (row) => ({
    id: Number(row.id),
    ...projectOf(row),
    version: Number(row.version ?? 0),
    sentAt: iso(row.sent_at),
  }))
}

async function invoiceRequests(
  payload: Payload,
  assignee: number | null,
  limit: number,
): Promise<ProjectFigures['invoicesToIssue']> {
  const rows = await run<Record<string, unknown>>(
    payload,
    statement(
      (arg) => `SELECT i."id" AS "id", p."id" AS "project_id", p."number" AS "number", p."title" AS "title",
        i."amount" AS "amount", i."created_at" AS "created_at", COUNT(*) OVER () AS "total"
      FROM "invoice_requests" i JOIN "projects" p ON p."id" = i."project_id"
      WHERE i."status" = 'requested' AND ${assignedTo('p', assignee, arg)}
      ORDER BY i."created_at", i."id"
      LIMIT ${arg(limit)}`,
    ),
  )
  return shortList(rows, (row) => ({
    id: Number(row.id),
    ...projectOf(row),
    amount: Number(row.amount ?? 0),
    requestedAt: iso(row.created_at),
  }))
}

/**
 * Milestones not done and deliveries of open projects due before today (Beijing), in one list: the
 * milestones (`_order` keeps a project's own order on the same day) and the projects' due dates.
 */
async function overdueItems(
  payload: Payload,
  assignee: number | null,
  now: Date,
  limit: number,
): Promise<ProjectFigures['overdue']> {
  const stages = OPEN_STAGES.map((stage) => `'${stage}'`).join(', ')
  const rows = await run<Record<string, unknown>>(
    payload,
    statement((arg) => {
      const today = startOfChinaDay(now)
      return `SELECT p."id" AS "id", p."number" AS "number", p."title" AS "title", o."what" AS "what", o."due" AS "due",
        COUNT(*) OVER () AS "total"
      FROM (
        SELECT m."_parent_id" AS "project_id", m."title" AS "what", m."due_date" AS "due", m."_order" AS "position"
          FROM "projects_milestones" m
          WHERE m."due_date" IS NOT NULL AND m."done_at" IS NULL AND m."due_date" < ${arg(today)}
        UNION ALL
        SELECT d."id", NULL, d."due_date", 2147483647
          FROM "projects" d
          WHERE d."due_date" IS NOT NULL AND d."due_date" < ${arg(today)}
      ) o JOIN "projects" p ON p."id" = o."project_id"
      WHERE p."stage" IN (${stages}) AND ${assignedTo('p', assignee, arg)}
      ORDER BY o."due", p."id", o."position"
      LIMIT ${arg(limit)}`
    }),
  )
  return shortList(rows, (row) => ({
    id: Number(row.id),
    number: text(row.number),
    title: text(row.title),
    what: row.what === null || row.what === undefined ? '交付' : String(row.what),
    due: iso(row.due),
  }))
}

export async function projectFigures(
  payload: Payload,
  assignee: number | null,
  now = new Date(),
  shown: { overdue?: number; awaiting?: number } = {},
): Promise<ProjectFigures> {
  const [byStage, awaitingAcceptance, invoicesToIssue, overdue] = await Promise.all([
    stageCounts(payload, assignee),
    awaitingQuotes(payload, assignee, shown.awaiting ?? AWAITING_SHOWN),
    invoiceRequests(payload, assignee, shown.awaiting ?? AWAITING_SHOWN),
    overdueItems(payload, assignee, now, shown.overdue ?? OVERDUE_SHOWN),
  ])
  return { byStage, awaitingAcceptance, invoicesToIssue, overdue }
}
