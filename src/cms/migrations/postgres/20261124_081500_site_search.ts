import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site search (issue #15): the index's tables, which are not Payload collections (see
 * src/cms/search/schema.ts; the statements are copied here so this migration stays as it ran).
 * The index is filled at the next start (payload.config.ts onInit: rebuilt when empty).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`CREATE TABLE IF NOT EXISTS search_documents (
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
)`))
  await db.execute(sql.raw(`CREATE UNIQUE INDEX IF NOT EXISTS search_documents_doc_idx ON search_documents (collection, doc_id)`))
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS search_documents_kind_idx ON search_documents (kind)`))
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS search_documents_tsv_idx ON search_documents USING gin (tsv)`))
  await db.execute(sql.raw(`DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS search_documents_title_trgm_idx ON search_documents USING gin (title_tokens gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: site search runs without near matches';
END
$$`))
  await db.execute(sql.raw(`CREATE TABLE IF NOT EXISTS search_misses (
  query varchar PRIMARY KEY,
  count integer NOT NULL DEFAULT 0,
  last_at timestamp(3) with time zone NOT NULL DEFAULT now()
)`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP TABLE IF EXISTS search_documents`))
  await db.execute(sql.raw(`DROP TABLE IF EXISTS search_misses`))
}
