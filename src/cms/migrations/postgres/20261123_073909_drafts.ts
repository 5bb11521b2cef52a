import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { publishExistingRows } from '@/cms/migrations/publish-existing'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_cases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cases_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_service_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__service_pages_v_version_template" AS ENUM('tier', 'course', 'range', 'revision', 'consulting', 'hub', 'test-services', 'alias');
  CREATE TYPE "public"."enum__service_pages_v_version_icon" AS ENUM('lightbulb', 'beaker', 'users', 'clipboard', 'sparkles', 'trending', 'star', 'briefcase');
  CREATE TYPE "public"."enum__service_pages_v_version_color" AS ENUM('blue', 'emerald', 'violet', 'amber', 'rose', 'cyan', 'indigo', 'teal');
  CREATE TYPE "public"."enum__service_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_price" numeric,
  	"version_category_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_content" varchar,
  	"version_category" varchar,
  	"version_image_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_is_published" boolean DEFAULT true,
  	"version_views_count" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_cases_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_body" jsonb,
  	"version_content" varchar,
  	"version_service_type" varchar,
  	"version_year" numeric,
  	"version_impact_factor" numeric,
  	"version_image_id" integer,
  	"version_client_name" varchar,
  	"version_client_title" varchar,
  	"version_client_avatar_id" integer,
  	"version_is_featured" boolean DEFAULT false,
  	"version_is_published" boolean DEFAULT true,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_views_count" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__cases_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_cases_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "_service_pages_v_version_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_lessons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" numeric,
  	"lessons" numeric,
  	"duration" varchar,
  	"highlighted" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_extras" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" numeric,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_related_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_template" "enum__service_pages_v_version_template" DEFAULT 'range',
  	"version_alias_of" varchar,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_description" varchar,
  	"version_price" numeric,
  	"version_price_min" numeric,
  	"version_price_max" numeric,
  	"version_price_note" varchar,
  	"version_duration" varchar,
  	"version_icon" "enum__service_pages_v_version_icon" DEFAULT 'lightbulb',
  	"version_color" "enum__service_pages_v_version_color" DEFAULT 'blue',
  	"version_intro" varchar,
  	"version_format" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__service_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_service_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cases" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "service_pages_terms" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "service_pages_terms" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "service_pages_stats" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "service_pages_stats" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "service_pages_features" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "service_pages_lessons" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "service_pages_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "service_pages_packages" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "service_pages_packages" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "service_pages_extras" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "service_pages_extras" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "service_pages_related_links" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "service_pages_related_links" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "service_pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "service_pages" ALTER COLUMN "template" DROP NOT NULL;
  ALTER TABLE "service_pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "products" ADD COLUMN "_status" "enum_products_status" DEFAULT 'draft';
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "cases" ADD COLUMN "_status" "enum_cases_status" DEFAULT 'draft';
  ALTER TABLE "service_pages" ADD COLUMN "_status" "enum_service_pages_status" DEFAULT 'draft';
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_texts" ADD CONSTRAINT "_products_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v" ADD CONSTRAINT "_cases_v_parent_id_cases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v" ADD CONSTRAINT "_cases_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v" ADD CONSTRAINT "_cases_v_version_client_avatar_id_media_id_fk" FOREIGN KEY ("version_client_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v_rels" ADD CONSTRAINT "_cases_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_cases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cases_v_rels" ADD CONSTRAINT "_cases_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cases_v_rels" ADD CONSTRAINT "_cases_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_terms" ADD CONSTRAINT "_service_pages_v_version_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_stats" ADD CONSTRAINT "_service_pages_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_features" ADD CONSTRAINT "_service_pages_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_lessons" ADD CONSTRAINT "_service_pages_v_version_lessons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_steps" ADD CONSTRAINT "_service_pages_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_packages" ADD CONSTRAINT "_service_pages_v_version_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_extras" ADD CONSTRAINT "_service_pages_v_version_extras_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_related_links" ADD CONSTRAINT "_service_pages_v_version_related_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v" ADD CONSTRAINT "_service_pages_v_parent_id_service_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_service_pages_v_texts" ADD CONSTRAINT "_service_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_is_active_idx" ON "_products_v" USING btree ("version_is_active");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_texts_order_parent" ON "_products_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_image_idx" ON "_news_v" USING btree ("version_image_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_is_published_idx" ON "_news_v" USING btree ("version_is_published");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_cases_v_parent_idx" ON "_cases_v" USING btree ("parent_id");
  CREATE INDEX "_cases_v_version_version_slug_idx" ON "_cases_v" USING btree ("version_slug");
  CREATE INDEX "_cases_v_version_version_image_idx" ON "_cases_v" USING btree ("version_image_id");
  CREATE INDEX "_cases_v_version_version_client_avatar_idx" ON "_cases_v" USING btree ("version_client_avatar_id");
  CREATE INDEX "_cases_v_version_version_is_featured_idx" ON "_cases_v" USING btree ("version_is_featured");
  CREATE INDEX "_cases_v_version_version_is_published_idx" ON "_cases_v" USING btree ("version_is_published");
  CREATE INDEX "_cases_v_version_version_updated_at_idx" ON "_cases_v" USING btree ("version_updated_at");
  CREATE INDEX "_cases_v_version_version_created_at_idx" ON "_cases_v" USING btree ("version_created_at");
  CREATE INDEX "_cases_v_version_version__status_idx" ON "_cases_v" USING btree ("version__status");
  CREATE INDEX "_cases_v_created_at_idx" ON "_cases_v" USING btree ("created_at");
  CREATE INDEX "_cases_v_updated_at_idx" ON "_cases_v" USING btree ("updated_at");
  CREATE INDEX "_cases_v_latest_idx" ON "_cases_v" USING btree ("latest");
  CREATE INDEX "_cases_v_rels_order_idx" ON "_cases_v_rels" USING btree ("order");
  CREATE INDEX "_cases_v_rels_parent_idx" ON "_cases_v_rels" USING btree ("parent_id");
  CREATE INDEX "_cases_v_rels_path_idx" ON "_cases_v_rels" USING btree ("path");
  CREATE INDEX "_cases_v_rels_media_id_idx" ON "_cases_v_rels" USING btree ("media_id");
  CREATE INDEX "_cases_v_rels_categories_id_idx" ON "_cases_v_rels" USING btree ("categories_id");
  CREATE INDEX "_service_pages_v_version_terms_order_idx" ON "_service_pages_v_version_terms" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_terms_parent_id_idx" ON "_service_pages_v_version_terms" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_stats_order_idx" ON "_service_pages_v_version_stats" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_stats_parent_id_idx" ON "_service_pages_v_version_stats" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_features_order_idx" ON "_service_pages_v_version_features" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_features_parent_id_idx" ON "_service_pages_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_lessons_order_idx" ON "_service_pages_v_version_lessons" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_lessons_parent_id_idx" ON "_service_pages_v_version_lessons" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_steps_order_idx" ON "_service_pages_v_version_steps" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_steps_parent_id_idx" ON "_service_pages_v_version_steps" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_packages_order_idx" ON "_service_pages_v_version_packages" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_packages_parent_id_idx" ON "_service_pages_v_version_packages" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_extras_order_idx" ON "_service_pages_v_version_extras" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_extras_parent_id_idx" ON "_service_pages_v_version_extras" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_related_links_order_idx" ON "_service_pages_v_version_related_links" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_related_links_parent_id_idx" ON "_service_pages_v_version_related_links" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_parent_idx" ON "_service_pages_v" USING btree ("parent_id");
  CREATE INDEX "_service_pages_v_version_version_slug_idx" ON "_service_pages_v" USING btree ("version_slug");
  CREATE INDEX "_service_pages_v_version_version_is_active_idx" ON "_service_pages_v" USING btree ("version_is_active");
  CREATE INDEX "_service_pages_v_version_version_updated_at_idx" ON "_service_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_service_pages_v_version_version_created_at_idx" ON "_service_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_service_pages_v_version_version__status_idx" ON "_service_pages_v" USING btree ("version__status");
  CREATE INDEX "_service_pages_v_created_at_idx" ON "_service_pages_v" USING btree ("created_at");
  CREATE INDEX "_service_pages_v_updated_at_idx" ON "_service_pages_v" USING btree ("updated_at");
  CREATE INDEX "_service_pages_v_latest_idx" ON "_service_pages_v" USING btree ("latest");
  CREATE INDEX "_service_pages_v_texts_order_parent" ON "_service_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "cases__status_idx" ON "cases" USING btree ("_status");
  CREATE INDEX "service_pages__status_idx" ON "service_pages" USING btree ("_status");`)
  // Hand edit: existing documents were live; they become published (src/cms/migrations/publish-existing.ts).
  await publishExistingRows((statement) => db.execute(sql.raw(statement)))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cases_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cases_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_terms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_lessons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_extras" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_related_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_texts" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_cases_v" CASCADE;
  DROP TABLE "_cases_v_rels" CASCADE;
  DROP TABLE "_service_pages_v_version_terms" CASCADE;
  DROP TABLE "_service_pages_v_version_stats" CASCADE;
  DROP TABLE "_service_pages_v_version_features" CASCADE;
  DROP TABLE "_service_pages_v_version_lessons" CASCADE;
  DROP TABLE "_service_pages_v_version_steps" CASCADE;
  DROP TABLE "_service_pages_v_version_packages" CASCADE;
  DROP TABLE "_service_pages_v_version_extras" CASCADE;
  DROP TABLE "_service_pages_v_version_related_links" CASCADE;
  DROP TABLE "_service_pages_v" CASCADE;
  DROP TABLE "_service_pages_v_texts" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP INDEX "products__status_idx";
  DROP INDEX "news__status_idx";
  DROP INDEX "cases__status_idx";
  DROP INDEX "service_pages__status_idx";
  ALTER TABLE "products" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cases" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "service_pages_terms" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "service_pages_terms" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "service_pages_stats" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "service_pages_stats" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "service_pages_features" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "service_pages_lessons" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "service_pages_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "service_pages_packages" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "service_pages_packages" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "service_pages_extras" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "service_pages_extras" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "service_pages_related_links" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "service_pages_related_links" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "service_pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "service_pages" ALTER COLUMN "template" SET NOT NULL;
  ALTER TABLE "service_pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "products" DROP COLUMN "_status";
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "cases" DROP COLUMN "_status";
  ALTER TABLE "service_pages" DROP COLUMN "_status";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_cases_status";
  DROP TYPE "public"."enum__cases_v_version_status";
  DROP TYPE "public"."enum_service_pages_status";
  DROP TYPE "public"."enum__service_pages_v_version_template";
  DROP TYPE "public"."enum__service_pages_v_version_icon";
  DROP TYPE "public"."enum__service_pages_v_version_color";
  DROP TYPE "public"."enum__service_pages_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
