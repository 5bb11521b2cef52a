import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { readLegacyCatalogue, writeOfferings } from '@/cms/catalogue/migrate-offerings'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-added (data, see src/cms/catalogue/migrate-offerings.ts): read what held a price before the
  // generated SQL drops it, and write it as offerings afterwards.
  const legacy = await readLegacyCatalogue({ db, payload })
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_kind" AS ENUM('tier', 'product', 'course', 'package', 'core-project', 'test-service', 'extra');
  CREATE TYPE "public"."enum_products_price_note" AS ENUM('from', 'per-article', 'per-person');
  CREATE TYPE "public"."enum_products_delivery_unit" AS ENUM('workday', 'day', 'week', 'month');
  CREATE TYPE "public"."enum__products_v_version_kind" AS ENUM('tier', 'product', 'course', 'package', 'core-project', 'test-service', 'extra');
  CREATE TYPE "public"."enum__products_v_version_price_note" AS ENUM('from', 'per-article', 'per-person');
  CREATE TYPE "public"."enum__products_v_version_delivery_unit" AS ENUM('workday', 'day', 'week', 'month');
  CREATE TABLE "products_addons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" numeric
  );
  
  CREATE TABLE "products_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "_products_v_version_addons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "core_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_tiers_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_extras" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_extras" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "core_projects" CASCADE;
  DROP TABLE "service_tiers" CASCADE;
  DROP TABLE "service_tiers_texts" CASCADE;
  DROP TABLE "service_pages_packages" CASCADE;
  DROP TABLE "service_pages_extras" CASCADE;
  DROP TABLE "_service_pages_v_version_packages" CASCADE;
  DROP TABLE "_service_pages_v_version_extras" CASCADE;
  ALTER TABLE "redirects_rels" DROP CONSTRAINT IF EXISTS "redirects_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_core_projects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_service_tiers_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_core_projects_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_service_tiers_id_idx";
  ALTER TABLE "products" ADD COLUMN "kind" "enum_products_kind" DEFAULT 'product';
  ALTER TABLE "products" ADD COLUMN "price_note" "enum_products_price_note";
  ALTER TABLE "products" ADD COLUMN "delivery_time" numeric;
  ALTER TABLE "products" ADD COLUMN "delivery_unit" "enum_products_delivery_unit";
  ALTER TABLE "products" ADD COLUMN "group" varchar;
  ALTER TABLE "products" ADD COLUMN "data_requirement" varchar;
  ALTER TABLE "products" ADD COLUMN "research_type" varchar;
  ALTER TABLE "products" ADD COLUMN "lessons" numeric;
  ALTER TABLE "products" ADD COLUMN "highlighted" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "notes" varchar;
  ALTER TABLE "products" ADD COLUMN "button_text" varchar;
  ALTER TABLE "products_rels" ADD COLUMN "service_pages_id" integer;
  ALTER TABLE "products_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_kind" "enum__products_v_version_kind" DEFAULT 'product';
  ALTER TABLE "_products_v" ADD COLUMN "version_price_note" "enum__products_v_version_price_note";
  ALTER TABLE "_products_v" ADD COLUMN "version_delivery_time" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_delivery_unit" "enum__products_v_version_delivery_unit";
  ALTER TABLE "_products_v" ADD COLUMN "version_group" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_data_requirement" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_research_type" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_lessons" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_highlighted" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_notes" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_button_text" varchar;
  ALTER TABLE "_products_v_rels" ADD COLUMN "service_pages_id" integer;
  ALTER TABLE "_products_v_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "products_addons" ADD CONSTRAINT "products_addons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_terms" ADD CONSTRAINT "products_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_addons" ADD CONSTRAINT "_products_v_version_addons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_terms" ADD CONSTRAINT "_products_v_version_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_addons_order_idx" ON "products_addons" USING btree ("_order");
  CREATE INDEX "products_addons_parent_id_idx" ON "products_addons" USING btree ("_parent_id");
  CREATE INDEX "products_terms_order_idx" ON "products_terms" USING btree ("_order");
  CREATE INDEX "products_terms_parent_id_idx" ON "products_terms" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_addons_order_idx" ON "_products_v_version_addons" USING btree ("_order");
  CREATE INDEX "_products_v_version_addons_parent_id_idx" ON "_products_v_version_addons" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_terms_order_idx" ON "_products_v_version_terms" USING btree ("_order");
  CREATE INDEX "_products_v_version_terms_parent_id_idx" ON "_products_v_version_terms" USING btree ("_parent_id");
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_service_pages_fk" FOREIGN KEY ("service_pages_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_service_pages_fk" FOREIGN KEY ("service_pages_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_offerings_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offerings_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_kind_idx" ON "products" USING btree ("kind");
  CREATE INDEX "products_rels_service_pages_id_idx" ON "products_rels" USING btree ("service_pages_id");
  CREATE INDEX "products_rels_services_id_idx" ON "products_rels" USING btree ("services_id");
  CREATE INDEX "_products_v_version_version_kind_idx" ON "_products_v" USING btree ("version_kind");
  CREATE INDEX "_products_v_rels_service_pages_id_idx" ON "_products_v_rels" USING btree ("service_pages_id");
  CREATE INDEX "_products_v_rels_services_id_idx" ON "_products_v_rels" USING btree ("services_id");
  ALTER TABLE "service_pages" DROP COLUMN "price";
  ALTER TABLE "service_pages" DROP COLUMN "price_min";
  ALTER TABLE "service_pages" DROP COLUMN "price_max";
  ALTER TABLE "_service_pages_v" DROP COLUMN "version_price";
  ALTER TABLE "_service_pages_v" DROP COLUMN "version_price_min";
  ALTER TABLE "_service_pages_v" DROP COLUMN "version_price_max";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "core_projects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_tiers_id";
  DROP TYPE "public"."enum_service_tiers_page";`)
  await writeOfferings({ db, payload }, legacy)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_tiers_page" AS ENUM('bioinformatics-1v1', 'clinical-1v1', 'meta-analysis-1v1');
  CREATE TABLE "core_projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"price" numeric,
  	"description" varchar,
  	"service_content" varchar,
  	"button_text" varchar DEFAULT '立即购买',
  	"notes" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "service_pages_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" numeric,
  	"lessons" numeric,
  	"duration" varchar,
  	"highlighted" boolean DEFAULT false
  );
  
  CREATE TABLE "service_pages_extras" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" numeric,
  	"description" varchar
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
  
  ALTER TABLE "products_addons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_terms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_addons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_terms" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_addons" CASCADE;
  DROP TABLE "products_terms" CASCADE;
  DROP TABLE "_products_v_version_addons" CASCADE;
  DROP TABLE "_products_v_version_terms" CASCADE;
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_service_pages_fk";
  
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_services_fk";
  
  ALTER TABLE "_products_v_rels" DROP CONSTRAINT "_products_v_rels_service_pages_fk";
  
  ALTER TABLE "_products_v_rels" DROP CONSTRAINT "_products_v_rels_services_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_offerings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offerings_fk";
  
  DROP INDEX "products_kind_idx";
  DROP INDEX "products_rels_service_pages_id_idx";
  DROP INDEX "products_rels_services_id_idx";
  DROP INDEX "_products_v_version_version_kind_idx";
  DROP INDEX "_products_v_rels_service_pages_id_idx";
  DROP INDEX "_products_v_rels_services_id_idx";
  ALTER TABLE "service_pages" ADD COLUMN "price" numeric;
  ALTER TABLE "service_pages" ADD COLUMN "price_min" numeric;
  ALTER TABLE "service_pages" ADD COLUMN "price_max" numeric;
  ALTER TABLE "_service_pages_v" ADD COLUMN "version_price" numeric;
  ALTER TABLE "_service_pages_v" ADD COLUMN "version_price_min" numeric;
  ALTER TABLE "_service_pages_v" ADD COLUMN "version_price_max" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "core_projects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_tiers_id" integer;
  ALTER TABLE "service_tiers_texts" ADD CONSTRAINT "service_tiers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_packages" ADD CONSTRAINT "service_pages_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_extras" ADD CONSTRAINT "service_pages_extras_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_packages" ADD CONSTRAINT "_service_pages_v_version_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_extras" ADD CONSTRAINT "_service_pages_v_version_extras_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "core_projects_is_active_idx" ON "core_projects" USING btree ("is_active");
  CREATE INDEX "core_projects_updated_at_idx" ON "core_projects" USING btree ("updated_at");
  CREATE INDEX "core_projects_created_at_idx" ON "core_projects" USING btree ("created_at");
  CREATE INDEX "service_tiers_page_idx" ON "service_tiers" USING btree ("page");
  CREATE INDEX "service_tiers_is_active_idx" ON "service_tiers" USING btree ("is_active");
  CREATE INDEX "service_tiers_updated_at_idx" ON "service_tiers" USING btree ("updated_at");
  CREATE INDEX "service_tiers_created_at_idx" ON "service_tiers" USING btree ("created_at");
  CREATE INDEX "service_tiers_texts_order_parent" ON "service_tiers_texts" USING btree ("order","parent_id");
  CREATE INDEX "service_pages_packages_order_idx" ON "service_pages_packages" USING btree ("_order");
  CREATE INDEX "service_pages_packages_parent_id_idx" ON "service_pages_packages" USING btree ("_parent_id");
  CREATE INDEX "service_pages_extras_order_idx" ON "service_pages_extras" USING btree ("_order");
  CREATE INDEX "service_pages_extras_parent_id_idx" ON "service_pages_extras" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_packages_order_idx" ON "_service_pages_v_version_packages" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_packages_parent_id_idx" ON "_service_pages_v_version_packages" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_extras_order_idx" ON "_service_pages_v_version_extras" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_extras_parent_id_idx" ON "_service_pages_v_version_extras" USING btree ("_parent_id");
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_core_projects_fk" FOREIGN KEY ("core_projects_id") REFERENCES "public"."core_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_tiers_fk" FOREIGN KEY ("service_tiers_id") REFERENCES "public"."service_tiers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_core_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("core_projects_id");
  CREATE INDEX "payload_locked_documents_rels_service_tiers_id_idx" ON "payload_locked_documents_rels" USING btree ("service_tiers_id");
  ALTER TABLE "products" DROP COLUMN "kind";
  ALTER TABLE "products" DROP COLUMN "price_note";
  ALTER TABLE "products" DROP COLUMN "delivery_time";
  ALTER TABLE "products" DROP COLUMN "delivery_unit";
  ALTER TABLE "products" DROP COLUMN "group";
  ALTER TABLE "products" DROP COLUMN "data_requirement";
  ALTER TABLE "products" DROP COLUMN "research_type";
  ALTER TABLE "products" DROP COLUMN "lessons";
  ALTER TABLE "products" DROP COLUMN "highlighted";
  ALTER TABLE "products" DROP COLUMN "notes";
  ALTER TABLE "products" DROP COLUMN "button_text";
  ALTER TABLE "products_rels" DROP COLUMN "service_pages_id";
  ALTER TABLE "products_rels" DROP COLUMN "services_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_kind";
  ALTER TABLE "_products_v" DROP COLUMN "version_price_note";
  ALTER TABLE "_products_v" DROP COLUMN "version_delivery_time";
  ALTER TABLE "_products_v" DROP COLUMN "version_delivery_unit";
  ALTER TABLE "_products_v" DROP COLUMN "version_group";
  ALTER TABLE "_products_v" DROP COLUMN "version_data_requirement";
  ALTER TABLE "_products_v" DROP COLUMN "version_research_type";
  ALTER TABLE "_products_v" DROP COLUMN "version_lessons";
  ALTER TABLE "_products_v" DROP COLUMN "version_highlighted";
  ALTER TABLE "_products_v" DROP COLUMN "version_notes";
  ALTER TABLE "_products_v" DROP COLUMN "version_button_text";
  ALTER TABLE "_products_v_rels" DROP COLUMN "service_pages_id";
  ALTER TABLE "_products_v_rels" DROP COLUMN "services_id";
  DROP TYPE "public"."enum_products_kind";
  DROP TYPE "public"."enum_products_price_note";
  DROP TYPE "public"."enum_products_delivery_unit";
  DROP TYPE "public"."enum__products_v_version_kind";
  DROP TYPE "public"."enum__products_v_version_price_note";
  DROP TYPE "public"."enum__products_v_version_delivery_unit";`)
}
