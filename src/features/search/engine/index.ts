import 'server-only'
import type { Payload } from 'payload'
import { searchDb } from '@/cms/search/db'
import { postgresEngine } from './postgres'
import { sqliteEngine } from './sqlite'
import type { SearchEngine } from './types'

/** The engine of the site's database: FTS5 on SQLite, full-text search and pg_trgm on PostgreSQL. */
export function searchEngine(payload: Payload): SearchEngine {
  const db = searchDb(payload)
  return db.dialect === 'postgres' ? postgresEngine(db) : sqliteEngine(db)
}
