import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_tiers_page" AS ENUM('bioinformatics-1v1', 'clinical-1v1', 'meta-analysis-1v1');
  CREATE TABLE "service_tiers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page" "enum_service_tiers_page" NOT NULL,
  	"category" varchar,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"price_is_starting" boolean DEFAULT false,
  	"description" varchar,
  	"notes" varchar,
  	"type" varchar,
  	"data_requirement" varchar,
  	"addon_name" varchar,
  	"addon_price" numeric,
  	"sort_order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_tiers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "service_pages_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "service_pages_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "service_pages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "service_pages_lessons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "service_pages_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "service_pages_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"lessons" numeric,
  	"duration" varchar,
  	"highlighted" boolean DEFAULT false
  );
  
  CREATE TABLE "service_pages_extras" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "service_pages_related_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "service_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"description" varchar,
  	"price" numeric,
  	"price_min" numeric,
  	"price_max" numeric,
  	"price_note" varchar,
  	"duration" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "job_postings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"department" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"type" varchar DEFAULT '全职' NOT NULL,
  	"salary" varchar NOT NULL,
  	"experience" varchar,
  	"education" varchar,
  	"description" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_postings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"avatar_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_members_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_tiers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_postings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "service_tiers_texts" ADD CONSTRAINT "service_tiers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_terms" ADD CONSTRAINT "service_pages_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_stats" ADD CONSTRAINT "service_pages_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_features" ADD CONSTRAINT "service_pages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_lessons" ADD CONSTRAINT "service_pages_lessons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_steps" ADD CONSTRAINT "service_pages_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_packages" ADD CONSTRAINT "service_pages_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_extras" ADD CONSTRAINT "service_pages_extras_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_related_links" ADD CONSTRAINT "service_pages_related_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_texts" ADD CONSTRAINT "service_pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings_texts" ADD CONSTRAINT "job_postings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members_texts" ADD CONSTRAINT "team_members_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "service_tiers_page_idx" ON "service_tiers" USING btree ("page");
  CREATE INDEX "service_tiers_is_active_idx" ON "service_tiers" USING btree ("is_active");
  CREATE INDEX "service_tiers_updated_at_idx" ON "service_tiers" USING btree ("updated_at");
  CREATE INDEX "service_tiers_created_at_idx" ON "service_tiers" USING btree ("created_at");
  CREATE INDEX "service_tiers_texts_order_parent" ON "service_tiers_texts" USING btree ("order","parent_id");
  CREATE INDEX "service_pages_terms_order_idx" ON "service_pages_terms" USING btree ("_order");
  CREATE INDEX "service_pages_terms_parent_id_idx" ON "service_pages_terms" USING btree ("_parent_id");
  CREATE INDEX "service_pages_stats_order_idx" ON "service_pages_stats" USING btree ("_order");
  CREATE INDEX "service_pages_stats_parent_id_idx" ON "service_pages_stats" USING btree ("_parent_id");
  CREATE INDEX "service_pages_features_order_idx" ON "service_pages_features" USING btree ("_order");
  CREATE INDEX "service_pages_features_parent_id_idx" ON "service_pages_features" USING btree ("_parent_id");
  CREATE INDEX "service_pages_lessons_order_idx" ON "service_pages_lessons" USING btree ("_order");
  CREATE INDEX "service_pages_lessons_parent_id_idx" ON "service_pages_lessons" USING btree ("_parent_id");
  CREATE INDEX "service_pages_steps_order_idx" ON "service_pages_steps" USING btree ("_order");
  CREATE INDEX "service_pages_steps_parent_id_idx" ON "service_pages_steps" USING btree ("_parent_id");
  CREATE INDEX "service_pages_packages_order_idx" ON "service_pages_packages" USING btree ("_order");
  CREATE INDEX "service_pages_packages_parent_id_idx" ON "service_pages_packages" USING btree ("_parent_id");
  CREATE INDEX "service_pages_extras_order_idx" ON "service_pages_extras" USING btree ("_order");
  CREATE INDEX "service_pages_extras_parent_id_idx" ON "service_pages_extras" USING btree ("_parent_id");
  CREATE INDEX "service_pages_related_links_order_idx" ON "service_pages_related_links" USING btree ("_order");
  CREATE INDEX "service_pages_related_links_parent_id_idx" ON "service_pages_related_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "service_pages_slug_idx" ON "service_pages" USING btree ("slug");
  CREATE INDEX "service_pages_is_active_idx" ON "service_pages" USING btree ("is_active");
  CREATE INDEX "service_pages_updated_at_idx" ON "service_pages" USING btree ("updated_at");
  CREATE INDEX "service_pages_created_at_idx" ON "service_pages" USING btree ("created_at");
  CREATE INDEX "service_pages_texts_order_parent" ON "service_pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "job_postings_is_active_idx" ON "job_postings" USING btree ("is_active");
  CREATE INDEX "job_postings_updated_at_idx" ON "job_postings" USING btree ("updated_at");
  CREATE INDEX "job_postings_created_at_idx" ON "job_postings" USING btree ("created_at");
  CREATE INDEX "job_postings_texts_order_parent" ON "job_postings_texts" USING btree ("order","parent_id");
  CREATE INDEX "team_members_avatar_idx" ON "team_members" USING btree ("avatar_id");
  CREATE INDEX "team_members_is_active_idx" ON "team_members" USING btree ("is_active");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE INDEX "team_members_texts_order_parent" ON "team_members_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_tiers_fk" FOREIGN KEY ("service_tiers_id") REFERENCES "public"."service_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_pages_fk" FOREIGN KEY ("service_pages_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_postings_fk" FOREIGN KEY ("job_postings_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_service_tiers_id_idx" ON "payload_locked_documents_rels" USING btree ("service_tiers_id");
  CREATE INDEX "payload_locked_documents_rels_service_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("service_pages_id");
  CREATE INDEX "payload_locked_documents_rels_job_postings_id_idx" ON "payload_locked_documents_rels" USING btree ("job_postings_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_tiers_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_terms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_lessons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_extras" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_related_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_postings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_postings_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "service_tiers" CASCADE;
  DROP TABLE "service_tiers_texts" CASCADE;
  DROP TABLE "service_pages_terms" CASCADE;
  DROP TABLE "service_pages_stats" CASCADE;
  DROP TABLE "service_pages_features" CASCADE;
  DROP TABLE "service_pages_lessons" CASCADE;
  DROP TABLE "service_pages_steps" CASCADE;
  DROP TABLE "service_pages_packages" CASCADE;
  DROP TABLE "service_pages_extras" CASCADE;
  DROP TABLE "service_pages_related_links" CASCADE;
  DROP TABLE "service_pages" CASCADE;
  DROP TABLE "service_pages_texts" CASCADE;
  DROP TABLE "job_postings" CASCADE;
  DROP TABLE "job_postings_texts" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "team_members_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_tiers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_postings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_members_fk";
  
  DROP INDEX "payload_locked_documents_rels_service_tiers_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_postings_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_members_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_tiers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_postings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_members_id";
  DROP TYPE "public"."enum_service_tiers_page";`)
}
