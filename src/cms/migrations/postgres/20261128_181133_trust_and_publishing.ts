import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { trustAndPublishingData } from '@/cms/migrations/trust-and-publishing'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "news_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "rating" numeric;
  ALTER TABLE "products" ADD COLUMN "served_clients" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_rating" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_served_clients" varchar;
  ALTER TABLE "news" ADD COLUMN "news_category_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_news_category_id" integer;
  ALTER TABLE "cases" ADD COLUMN "journal" varchar;
  ALTER TABLE "cases" ADD COLUMN "doi" varchar;
  ALTER TABLE "cases" ADD COLUMN "acceptance_letter_id" integer;
  ALTER TABLE "_cases_v" ADD COLUMN "version_journal" varchar;
  ALTER TABLE "_cases_v" ADD COLUMN "version_doi" varchar;
  ALTER TABLE "_cases_v" ADD COLUMN "version_acceptance_letter_id" integer;
  ALTER TABLE "users" ADD COLUMN "display_name" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_categories_id" integer;
  CREATE UNIQUE INDEX "news_categories_name_idx" ON "news_categories" USING btree ("name");
  CREATE INDEX "news_categories_updated_at_idx" ON "news_categories" USING btree ("updated_at");
  CREATE INDEX "news_categories_created_at_idx" ON "news_categories" USING btree ("created_at");
  ALTER TABLE "news" ADD CONSTRAINT "news_news_category_id_news_categories_id_fk" FOREIGN KEY ("news_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_news_category_id_news_categories_id_fk" FOREIGN KEY ("version_news_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cases" ADD CONSTRAINT "cases_acceptance_letter_id_media_id_fk" FOREIGN KEY ("acceptance_letter_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v" ADD CONSTRAINT "_cases_v_version_acceptance_letter_id_media_id_fk" FOREIGN KEY ("version_acceptance_letter_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_news_category_idx" ON "news" USING btree ("news_category_id");
  CREATE INDEX "_news_v_version_version_news_category_idx" ON "_news_v" USING btree ("version_news_category_id");
  CREATE INDEX "cases_acceptance_letter_idx" ON "cases" USING btree ("acceptance_letter_id");
  CREATE INDEX "_cases_v_version_version_acceptance_letter_idx" ON "_cases_v" USING btree ("version_acceptance_letter_id");
  CREATE INDEX "payload_locked_documents_rels_news_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("news_categories_id");`)
  // Hand edit: categories, one publish model, names (src/cms/migrations/trust-and-publishing.ts).
  await trustAndPublishingData((statement) => db.execute(sql.raw(statement)))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_categories" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_categories" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_news_category_id_news_categories_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_news_category_id_news_categories_id_fk";
  
  ALTER TABLE "cases" DROP CONSTRAINT "cases_acceptance_letter_id_media_id_fk";
  
  ALTER TABLE "_cases_v" DROP CONSTRAINT "_cases_v_version_acceptance_letter_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_categories_fk";
  
  DROP INDEX "news_news_category_idx";
  DROP INDEX "_news_v_version_version_news_category_idx";
  DROP INDEX "cases_acceptance_letter_idx";
  DROP INDEX "_cases_v_version_version_acceptance_letter_idx";
  DROP INDEX "payload_locked_documents_rels_news_categories_id_idx";
  ALTER TABLE "products" DROP COLUMN "rating";
  ALTER TABLE "products" DROP COLUMN "served_clients";
  ALTER TABLE "_products_v" DROP COLUMN "version_rating";
  ALTER TABLE "_products_v" DROP COLUMN "version_served_clients";
  ALTER TABLE "news" DROP COLUMN "news_category_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_news_category_id";
  ALTER TABLE "cases" DROP COLUMN "journal";
  ALTER TABLE "cases" DROP COLUMN "doi";
  ALTER TABLE "cases" DROP COLUMN "acceptance_letter_id";
  ALTER TABLE "_cases_v" DROP COLUMN "version_journal";
  ALTER TABLE "_cases_v" DROP COLUMN "version_doi";
  ALTER TABLE "_cases_v" DROP COLUMN "version_acceptance_letter_id";
  ALTER TABLE "users" DROP COLUMN "display_name";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_categories_id";`)
}
