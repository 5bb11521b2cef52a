import { createLocalReq, type Payload, type PayloadRequest, type Where } from 'payload'
import { documentTokens, MAX_INDEXED_CHARS, SEARCH_ANALYSIS_VERSION } from '@/lib/search-text'
import { searchDb, type SearchDb } from './db'
import { POSTGRES_SEARCH_SCHEMA, SQLITE_SEARCH_SCHEMA } from './schema'
import { SEARCH_SOURCES, SEARCHED_COLLECTIONS, rowOf, type SearchSourceRow, type SearchedCollection } from './sources'

/**
 * The search index (issue #15): one row per document a visitor may see, kept current by the
 * collection hooks (src/cms/hooks/search-index.ts) and rebuilt at start when it is empty
 * (`ensureSearchIndex`, called from payload.config.ts's onInit).
 */

type Statement = { sql: string; args: unknown[] }

function upsertStatement(db: SearchDb, row: SearchSourceRow): Statement {
  const tokens = documentTokens(row.title, row.body)
  const args = [
    row.collection,
    row.doc_id,
    row.kind,
    row.title,
    row.url,
    row.body.slice(0, MAX_INDEXED_CHARS),
    tokens.title,
    tokens.body,
    row.published_at,
    new Date().toISOString(),
  ]
  const columns = 'collection, doc_id, kind, title, url, body, title_tokens, body_tokens, published_at, updated_at'
  const update =
    'kind = excluded.kind, title = excluded.title, url = excluded.url, body = excluded.body, ' +
    'title_tokens = excluded.title_tokens, body_tokens = excluded.body_tokens, ' +
    'published_at = excluded.published_at, updated_at = excluded.updated_at'
  const placeholders =
    db.dialect === 'postgres' ? args.map((_, index) => `$${index + 1}`).join(', ') : args.map(() => '?').join(', ')
  return {
    sql: `INSERT INTO search_documents (${columns}) VALUES (${placeholders}) ON CONFLICT (collection, doc_id) DO UPDATE SET ${update}`,
    args,
  }
}

function deleteStatement(db: SearchDb, collection: SearchedCollection, ids: number[]): Statement {
  if (db.dialect === 'postgres') {
    return {
      sql: 'DELETE FROM search_documents WHERE collection = $1 AND doc_id = ANY($2::int[])',
      args: [collection, ids],
    }
  }
  return {
    sql: `DELETE FROM search_documents WHERE collection = ? AND doc_id IN (${ids.map(() => '?').join(', ')})`,
    args: [collection, ...ids],
  }
}

/** The collection's read rule as an anonymous visitor meets it: false, true or a constraint. */
async function visitorRule(req: PayloadRequest, collection: SearchedCollection): Promise<boolean | Where> {
  const read = req.payload.collections[collection]?.config.access.read
  if (!read) return false
  const visitorReq = Object.assign(Object.create(Object.getPrototypeOf(req) as object), req, {
    user: null,
  }) as PayloadRequest
  return read({ req: visitorReq })
}

type Doc = { id: number; [field: string]: unknown }

/** The documents of `collection` (of `ids`, when given) that visitors may see, as stored now. */
async function visibleDocs(req: PayloadRequest, collection: SearchedCollection, ids?: number[]): Promise<Doc[]> {
  const rule = await visitorRule(req, collection)
  if (rule === false) return []
  const constraints: Where[] = []
  if (rule !== true) constraints.push(rule)
  const extra = SEARCH_SOURCES[collection].where
  if (extra) constraints.push(extra)
  if (ids) constraints.push({ id: { in: ids } })
  const result = await req.payload.find({
    collection,
    where: constraints.length ? { and: constraints } : {},
    overrideAccess: true,
    pagination: false,
    depth: 0,
    draft: false,
    req,
  })
  return result.docs as unknown as Doc[]
}

/**
 * Brings the rows of these documents in line with what visitors may see of them now: indexed
 * when visible, removed otherwise (a draft, unpublished, inactive or deleted document).
 */
export async function reindexDocuments(
  req: PayloadRequest,
  collection: SearchedCollection,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return
  const db = searchDb(req.payload)
  const docs = await visibleDocs(req, collection, ids)
  const visible = new Set(docs.map((doc) => doc.id))
  const gone = ids.filter((id) => !visible.has(id))
  const statements = docs.map((doc) => upsertStatement(db, rowOf(collection, doc)))
  if (gone.length) statements.push(deleteStatement(db, collection, gone))
  await db.batch(statements)
}

/** Removes documents from the index (after a delete). */
export async function removeDocuments(payload: Payload, collection: SearchedCollection, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const db = searchDb(payload)
  await db.batch([deleteStatement(db, collection, ids)])
}

const BATCH = 200

/** Indexes every visible document again and drops every other row. Returns the number indexed. */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  const db = searchDb(payload)
  let indexed = 0
  for (const collection of SEARCHED_COLLECTIONS) {
    const docs = await visibleDocs(req, collection)
    const statements = docs.map((doc) => upsertStatement(db, rowOf(collection, doc)))
    for (let start = 0; start < statements.length; start += BATCH) {
      await db.batch(statements.slice(start, start + BATCH))
    }
    const stored = await db.query<{ doc_id: number }>(
      db.dialect === 'postgres'
        ? 'SELECT doc_id FROM search_documents WHERE collection = $1'
        : 'SELECT doc_id FROM search_documents WHERE collection = ?',
      [collection],
    )
    const visible = new Set(docs.map((doc) => doc.id))
    const stale = stored.map((row) => Number(row.doc_id)).filter((id) => !visible.has(id))
    for (let start = 0; start < stale.length; start += BATCH) {
      await db.batch([deleteStatement(db, collection, stale.slice(start, start + BATCH))])
    }
    indexed += docs.length
  }
  return indexed
}

/** Creates the index's tables when they are missing (the development server, whose schema is pushed). */
export async function ensureSearchSchema(payload: Payload): Promise<void> {
  const db = searchDb(payload)
  for (const statement of db.dialect === 'postgres' ? POSTGRES_SEARCH_SCHEMA : SQLITE_SEARCH_SCHEMA) {
    await db.query(statement)
  }
}

const ANALYSIS_VERSION_KEY = 'search:analysis-version'

/**
 * Rebuilds the index when it is empty (a new database, or one from before search existed) or was
 * written by another version of the text analysis (SEARCH_ANALYSIS_VERSION).
 */
export async function ensureSearchIndex(payload: Payload): Promise<void> {
  const db = searchDb(payload)
  const [row] = await db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM search_documents')
  const version = await payload.kv.get<{ version: number }>(ANALYSIS_VERSION_KEY)
  if (Number(row?.n ?? 0) > 0 && version?.version === SEARCH_ANALYSIS_VERSION) return
  const indexed = await rebuildSearchIndex(payload)
  await payload.kv.set(ANALYSIS_VERSION_KEY, { version: SEARCH_ANALYSIS_VERSION })
  if (indexed > 0) payload.logger.info(`[search] index rebuilt: ${indexed} documents`)
}
