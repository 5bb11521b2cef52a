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
 *   GIN index, and the words of titles with a trigram index (pg_trgm) for near matches of typos
 *   (`POSTGRES_NEAR_WORDS_SCHEMA`). Without the pg_trgm extension search still works, without near
 *   matches.
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

/**
 * PostgreSQL, added after the first release (migration `*_search_near_words`):
 * - the tsvector is kept in the row (STORAGE MAIN) rather than out of line: ranking reads it for
 *   every match, and fetching 2–3 KB from the TOAST table per match was most of a query's time;
 * - `title_tsv`, the title's tokens alone, with a GIN index;
 * - `search_words`, every Latin or pinyin word of four or more letters found in a title, kept by a
 *   trigger, with a trigram index. A typo (`zhonglu`) is looked up there first (`similarity` on short
 *   words, fast), and the titles holding the words found are matched through `title_tsv`. A
 *   `word_similarity` check over every title's tokens cost 50 ms for a common syllable.
 * A word whose last title went stays until the index is rebuilt; it finds nothing meanwhile.
 */
export const POSTGRES_NEAR_WORDS_SCHEMA: string[] = [
  `ALTER TABLE search_documents ALTER COLUMN tsv SET STORAGE MAIN`,
  `DROP INDEX IF EXISTS search_documents_title_trgm_idx`,
  `ALTER TABLE search_documents ADD COLUMN IF NOT EXISTS title_tsv tsvector
  GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title_tokens)) STORED`,
  `CREATE INDEX IF NOT EXISTS search_documents_title_tsv_idx ON search_documents USING gin (title_tsv)`,
  `CREATE TABLE IF NOT EXISTS search_words (word varchar PRIMARY KEY)`,
  `CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT token FROM unnest(string_to_array(NEW.title_tokens, ' ')) AS token
     WHERE token ~ '^[a-z][a-z0-9]{3,}$'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$fn$`,
  `CREATE OR REPLACE TRIGGER search_documents_words AFTER INSERT OR UPDATE OF title_tokens ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search_words_collect()`,
  `INSERT INTO search_words (word)
  SELECT DISTINCT token FROM search_documents, unnest(string_to_array(title_tokens, ' ')) AS token
   WHERE token ~ '^[a-z][a-z0-9]{3,}$'
  ON CONFLICT DO NOTHING`,
  `DO $$
BEGIN
  CREATE INDEX IF NOT EXISTS search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: site search runs without near matches';
END
$$`,
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
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: site search runs without near matches';
END
$$`,
  `CREATE TABLE IF NOT EXISTS search_misses (
  query varchar PRIMARY KEY,
  count integer NOT NULL DEFAULT 0,
  last_at timestamp(3) with time zone NOT NULL DEFAULT now()
)`,
  ...POSTGRES_NEAR_WORDS_SCHEMA,
]
