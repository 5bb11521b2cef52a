import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Site search (issue #15): the index's tables, which are not Payload collections (see
 * src/cms/search/schema.ts; the statements are copied here so this migration stays as it ran).
 * The index is filled at the next start (payload.config.ts onInit: rebuilt when empty).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE TABLE IF NOT EXISTS search_documents (
  id INTEGER PRIMARY KEY,
  collection TEXT NOT NULL,
  doc_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  url TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  title_tokens TEXT NOT NULL DEFAULT '',
  body_tokens TEXT NOT NULL DEFAULT '',
  published_at TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
)`))
  await db.run(sql.raw(`CREATE UNIQUE INDEX IF NOT EXISTS search_documents_doc_idx ON search_documents (collection, doc_id)`))
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS search_documents_kind_idx ON search_documents (kind)`))
  await db.run(sql.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(title_tokens, body_tokens, content='search_documents', content_rowid='id', tokenize='unicode61 remove_diacritics 0')`))
  await db.run(sql.raw(`CREATE TRIGGER IF NOT EXISTS search_documents_ai AFTER INSERT ON search_documents BEGIN
  INSERT INTO search_fts (rowid, title_tokens, body_tokens) VALUES (new.id, new.title_tokens, new.body_tokens);
END`))
  await db.run(sql.raw(`CREATE TRIGGER IF NOT EXISTS search_documents_ad AFTER DELETE ON search_documents BEGIN
  INSERT INTO search_fts (search_fts, rowid, title_tokens, body_tokens) VALUES ('delete', old.id, old.title_tokens, old.body_tokens);
END`))
  await db.run(sql.raw(`CREATE TRIGGER IF NOT EXISTS search_documents_au AFTER UPDATE ON search_documents BEGIN
  INSERT INTO search_fts (search_fts, rowid, title_tokens, body_tokens) VALUES ('delete', old.id, old.title_tokens, old.body_tokens);
  INSERT INTO search_fts (rowid, title_tokens, body_tokens) VALUES (new.id, new.title_tokens, new.body_tokens);
END`))
  await db.run(sql.raw(`CREATE TABLE IF NOT EXISTS search_misses (
  query TEXT PRIMARY KEY,
  count INTEGER NOT NULL DEFAULT 0,
  last_at TEXT NOT NULL
)`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP TRIGGER IF EXISTS search_documents_au`))
  await db.run(sql.raw(`DROP TRIGGER IF EXISTS search_documents_ad`))
  await db.run(sql.raw(`DROP TRIGGER IF EXISTS search_documents_ai`))
  await db.run(sql.raw(`DROP TABLE IF EXISTS search_fts`))
  await db.run(sql.raw(`DROP TABLE IF EXISTS search_documents`))
  await db.run(sql.raw(`DROP TABLE IF EXISTS search_misses`))
}
