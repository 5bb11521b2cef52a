import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_traffic_source" AS ENUM('baidu', 'sogou', 'so360', 'bing', 'google', 'wechat', 'zhihu', 'xiaohongshu', 'direct', 'other');
  CREATE TYPE "public"."enum_analytics_events_source" AS ENUM('baidu', 'sogou', 'so360', 'bing', 'google', 'wechat', 'zhihu', 'xiaohongshu', 'direct', 'other');
  CREATE TYPE "public"."enum_analytics_events_device" AS ENUM('mobile', 'tablet', 'desktop');
  CREATE TYPE "public"."enum_analytics_daily_source" AS ENUM('baidu', 'sogou', 'so360', 'bing', 'google', 'wechat', 'zhihu', 'xiaohongshu', 'direct', 'other');
  CREATE TYPE "public"."enum_analytics_daily_device" AS ENUM('mobile', 'tablet', 'desktop');
  CREATE TYPE "public"."enum_search_pushes_engine" AS ENUM('baidu', 'indexnow');
  CREATE TYPE "public"."enum_search_pushes_reason" AS ENUM('published', 'moved');
  CREATE TYPE "public"."enum_search_pushes_status" AS ENUM('queued', 'sent', 'failed');
  CREATE TABLE "analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"source" "enum_analytics_events_source" NOT NULL,
  	"campaign" varchar,
  	"device" "enum_analytics_events_device" NOT NULL,
  	"visitor" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_daily" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"source" "enum_analytics_daily_source" NOT NULL,
  	"campaign" varchar,
  	"device" "enum_analytics_daily_device" NOT NULL,
  	"views" numeric NOT NULL,
  	"visitors" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_pushes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"engine" "enum_search_pushes_engine" NOT NULL,
  	"reason" "enum_search_pushes_reason",
  	"status" "enum_search_pushes_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"response" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "traffic_source" "enum_enquiries_traffic_source";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_daily_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_pushes_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "wecom_webhook_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dingtalk_webhook_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "dingtalk_secret" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "baidu_push_site" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "baidu_push_token" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "indexnow_key" varchar;
  CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");
  CREATE INDEX "analytics_events_updated_at_idx" ON "analytics_events" USING btree ("updated_at");
  CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");
  CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");
  CREATE INDEX "analytics_daily_updated_at_idx" ON "analytics_daily" USING btree ("updated_at");
  CREATE INDEX "analytics_daily_created_at_idx" ON "analytics_daily" USING btree ("created_at");
  CREATE INDEX "search_pushes_status_idx" ON "search_pushes" USING btree ("status");
  CREATE INDEX "search_pushes_updated_at_idx" ON "search_pushes" USING btree ("updated_at");
  CREATE INDEX "search_pushes_created_at_idx" ON "search_pushes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_events_fk" FOREIGN KEY ("analytics_events_id") REFERENCES "public"."analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_daily_fk" FOREIGN KEY ("analytics_daily_id") REFERENCES "public"."analytics_daily"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_pushes_fk" FOREIGN KEY ("search_pushes_id") REFERENCES "public"."search_pushes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_traffic_source_idx" ON "enquiries" USING btree ("traffic_source");
  CREATE INDEX "payload_locked_documents_rels_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_events_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_daily_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_daily_id");
  CREATE INDEX "payload_locked_documents_rels_search_pushes_id_idx" ON "payload_locked_documents_rels" USING btree ("search_pushes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "analytics_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_daily" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_pushes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "analytics_events" CASCADE;
  DROP TABLE "analytics_daily" CASCADE;
  DROP TABLE "search_pushes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_daily_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_pushes_fk";
  
  DROP INDEX "enquiries_traffic_source_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_daily_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_pushes_id_idx";
  ALTER TABLE "enquiries" DROP COLUMN "traffic_source";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_daily_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_pushes_id";
  ALTER TABLE "site_settings" DROP COLUMN "wecom_webhook_url";
  ALTER TABLE "site_settings" DROP COLUMN "dingtalk_webhook_url";
  ALTER TABLE "site_settings" DROP COLUMN "dingtalk_secret";
  ALTER TABLE "site_settings" DROP COLUMN "baidu_push_site";
  ALTER TABLE "site_settings" DROP COLUMN "baidu_push_token";
  ALTER TABLE "site_settings" DROP COLUMN "indexnow_key";
  DROP TYPE "public"."enum_enquiries_traffic_source";
  DROP TYPE "public"."enum_analytics_events_source";
  DROP TYPE "public"."enum_analytics_events_device";
  DROP TYPE "public"."enum_analytics_daily_source";
  DROP TYPE "public"."enum_analytics_daily_device";
  DROP TYPE "public"."enum_search_pushes_engine";
  DROP TYPE "public"."enum_search_pushes_reason";
  DROP TYPE "public"."enum_search_pushes_status";`)
}
