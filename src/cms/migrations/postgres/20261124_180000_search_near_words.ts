import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site search on PostgreSQL, faster (issue #15; src/cms/search/schema.ts explains each statement):
 * the tsvector kept in the row, a title-only tsvector, and the words of titles with a trigram index
 * for near matches, in place of the trigram index over every title's tokens. The statements are
 * copied here so this migration stays as it ran. The last one rewrites the rows once, so the
 * tsvectors already stored out of line move into their rows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`ALTER TABLE search_documents ALTER COLUMN tsv SET STORAGE MAIN`))
  await db.execute(sql.raw(`DROP INDEX IF EXISTS search_documents_title_trgm_idx`))
  await db.execute(
    sql.raw(`ALTER TABLE search_documents ADD COLUMN IF NOT EXISTS title_tsv tsvector
  GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title_tokens)) STORED`),
  )
  await db.execute(
    sql.raw(`CREATE INDEX IF NOT EXISTS search_documents_title_tsv_idx ON search_documents USING gin (title_tsv)`),
  )
  await db.execute(sql.raw(`CREATE TABLE IF NOT EXISTS search_words (word varchar PRIMARY KEY)`))
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT token FROM unnest(string_to_array(NEW.title_tokens, ' ')) AS token
     WHERE token ~ '^[a-z][a-z0-9]{3,}$'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$fn$`),
  )
  await db.execute(
    sql.raw(`CREATE OR REPLACE TRIGGER search_documents_words AFTER INSERT OR UPDATE OF title_tokens ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search_words_collect()`),
  )
  await db.execute(
    sql.raw(`INSERT INTO search_words (word)
  SELECT DISTINCT token FROM search_documents, unnest(string_to_array(title_tokens, ' ')) AS token
   WHERE token ~ '^[a-z][a-z0-9]{3,}$'
  ON CONFLICT DO NOTHING`),
  )
  await db.execute(
    sql.raw(`DO $$
BEGIN
  CREATE INDEX IF NOT EXISTS search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: site search runs without near matches';
END
$$`),
  )
  await db.execute(sql.raw(`UPDATE search_documents SET updated_at = updated_at`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP TRIGGER IF EXISTS search_documents_words ON search_documents`))
  await db.execute(sql.raw(`DROP FUNCTION IF EXISTS search_words_collect()`))
  await db.execute(sql.raw(`DROP TABLE IF EXISTS search_words`))
  await db.execute(sql.raw(`ALTER TABLE search_documents DROP COLUMN IF EXISTS title_tsv`))
  await db.execute(sql.raw(`ALTER TABLE search_documents ALTER COLUMN tsv SET STORAGE EXTENDED`))
  await db.execute(
    sql.raw(`DO $$
BEGIN
  CREATE INDEX IF NOT EXISTS search_documents_title_trgm_idx ON search_documents USING gin (title_tokens gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available';
END
$$`),
  )
}
