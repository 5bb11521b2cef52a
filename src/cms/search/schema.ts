/**
 * The tables of the search index. The committed migrations (`*_site_search` in
 * src/cms/migrations/sqlite and postgres) create them with these same statements; the development
 * server, whose schema Payload pushes without migrations, creates them at start
 * (`ensureSearchSchema` in ./index-store.ts). Every statement can run again harmlessly.
 *
 * - `search_documents`: one row per visible document (collection and id unique): what a result
 *   shows (title, url, plain body for the snippet, date) and its tokens (src/lib/search-text.ts).
 * - SQLite: `search_fts`, an FTS5 table over the tokens (external content, kept in step by
 *   triggers); the `unicode61` tokenizer only splits at the spaces the analysis put in.
 * - PostgreSQL: a generated `tsv` column (`simple` configuration, title weight A, body B) with a
 *   GIN index, and a trigram index on the title tokens (pg_trgm) for near matches of typos. Without
 *   the pg_trgm extension search still works, without near matches.
 */
export const SQLITE_SEARCH_SCHEMA: string[] = [
  `CREATE TABLE IF NOT EXISTS search_documents (
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
)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS search_documents_doc_idx ON search_documents (collection, doc_id)`,
  `CREATE INDEX IF NOT EXISTS search_documents_kind_idx ON search_documents (kind)`,
  `CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(title_tokens, body_tokens, content='search_documents', content_rowid='id', tokenize='unicode61 remove_diacritics 0')`,
  `CREATE TRIGGER IF NOT EXISTS search_documents_ai AFTER INSERT ON search_documents BEGIN
  INSERT INTO search_fts (rowid, title_tokens, body_tokens) VALUES (new.id, new.title_tokens, new.body_tokens);
END`,
  `CREATE TRIGGER IF NOT EXISTS search_documents_ad AFTER DELETE ON search_documents BEGIN
  INSERT INTO search_fts (search_fts, rowid, title_tokens, body_tokens) VALUES ('delete', old.id, old.title_tokens, old.body_tokens);
END`,
  `CREATE TRIGGER IF NOT EXISTS search_documents_au AFTER UPDATE ON search_documents BEGIN
  INSERT INTO search_fts (search_fts, rowid, title_tokens, body_tokens) VALUES ('delete', old.id, old.title_tokens, old.body_tokens);
  INSERT INTO search_fts (rowid, title_tokens, body_tokens) VALUES (new.id, new.title_tokens, new.body_tokens);
END`,
  `CREATE TABLE IF NOT EXISTS search_misses (
  query TEXT PRIMARY KEY,
  count INTEGER NOT NULL DEFAULT 0,
  last_at TEXT NOT NULL
)`,
]

export const POSTGRES_SEARCH_SCHEMA: string[] = [
  `CREATE TABLE IF NOT EXISTS search_documents (
  id serial PRIMARY KEY,
  collection varchar NOT NULL,
  doc_id integer NOT NULL,
  kind varchar NOT NULL,
  title varchar NOT NULL,
  url varchar NOT NULL,
  body text NOT NULL DEFAULT '',
  title_tokens text NOT NULL DEFAULT '',
  body_tokens text NOT NULL DEFAULT '',
  published_at timestamp(3) with time zone,
  updated_at timestamp(3) with time zone NOT NULL DEFAULT now(),
  tsv tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, title_tokens), 'A') ||
    setweight(to_tsvector('simple'::regconfig, body_tokens), 'B')
  ) STORED
)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS search_documents_doc_idx ON search_documents (collection, doc_id)`,
  `CREATE INDEX IF NOT EXISTS search_documents_kind_idx ON search_documents (kind)`,
  `CREATE INDEX IF NOT EXISTS search_documents_tsv_idx ON search_documents USING gin (tsv)`,
  `DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS search_documents_title_trgm_idx ON search_documents USING gin (title_tokens gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: site search runs without near matches';
END
$$`,
  `CREATE TABLE IF NOT EXISTS search_misses (
  query varchar PRIMARY KEY,
  count integer NOT NULL DEFAULT 0,
  last_at timestamp(3) with time zone NOT NULL DEFAULT now()
)`,
]
