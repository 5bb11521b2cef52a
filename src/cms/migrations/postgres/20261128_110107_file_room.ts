import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_project_files_side" AS ENUM('client', 'staff');
  CREATE TYPE "public"."enum_project_files_status" AS ENUM('ready', 'quarantined', 'deleted');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'fileRoomRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'fileRoomRetention' BEFORE 'schedulePublish';
  CREATE TABLE "file_downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL,
  	"project_id" integer NOT NULL,
  	"version" numeric,
  	"account_id" integer NOT NULL,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "project_files" ALTER COLUMN "project_id" SET NOT NULL;
  ALTER TABLE "projects" ADD COLUMN "nda_version" numeric;
  ALTER TABLE "projects" ADD COLUMN "nda_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "nda_accepted_by_id" integer;
  ALTER TABLE "projects" ADD COLUMN "nda_ip" varchar;
  ALTER TABLE "projects" ADD COLUMN "files_kept_until" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "files_warned_at" timestamp(3) with time zone;
  ALTER TABLE "project_files" ADD COLUMN "name" varchar;
  ALTER TABLE "project_files" ADD COLUMN "side" "enum_project_files_side";
  ALTER TABLE "project_files" ADD COLUMN "version" numeric;
  ALTER TABLE "project_files" ADD COLUMN "size" numeric;
  ALTER TABLE "project_files" ADD COLUMN "sha256" varchar;
  ALTER TABLE "project_files" ADD COLUMN "uploaded_by_id" integer;
  ALTER TABLE "project_files" ADD COLUMN "note" varchar;
  ALTER TABLE "project_files" ADD COLUMN "status" "enum_project_files_status" DEFAULT 'ready';
  ALTER TABLE "project_files" ADD COLUMN "scan" varchar;
  ALTER TABLE "project_files" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "project_files" ADD COLUMN "storage_key" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "file_downloads_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "nda_text" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "nda_version" numeric DEFAULT 1;
  ALTER TABLE "file_downloads" ADD CONSTRAINT "file_downloads_file_id_project_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "file_downloads" ADD CONSTRAINT "file_downloads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "file_downloads" ADD CONSTRAINT "file_downloads_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "file_downloads_file_idx" ON "file_downloads" USING btree ("file_id");
  CREATE INDEX "file_downloads_project_idx" ON "file_downloads" USING btree ("project_id");
  CREATE INDEX "file_downloads_account_idx" ON "file_downloads" USING btree ("account_id");
  CREATE INDEX "file_downloads_updated_at_idx" ON "file_downloads" USING btree ("updated_at");
  CREATE INDEX "file_downloads_created_at_idx" ON "file_downloads" USING btree ("created_at");
  ALTER TABLE "projects" ADD CONSTRAINT "projects_nda_accepted_by_id_users_id_fk" FOREIGN KEY ("nda_accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_files" ADD CONSTRAINT "project_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_file_downloads_fk" FOREIGN KEY ("file_downloads_id") REFERENCES "public"."file_downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "projects_nda_nda_accepted_by_idx" ON "projects" USING btree ("nda_accepted_by_id");
  CREATE INDEX "project_files_name_idx" ON "project_files" USING btree ("name");
  CREATE INDEX "project_files_uploaded_by_idx" ON "project_files" USING btree ("uploaded_by_id");
  CREATE INDEX "project_files_status_idx" ON "project_files" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_file_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("file_downloads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "file_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "file_downloads" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "projects" DROP CONSTRAINT "projects_nda_accepted_by_id_users_id_fk";
  
  ALTER TABLE "project_files" DROP CONSTRAINT "project_files_uploaded_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_file_downloads_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'newsletterSend', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'newsletterSend', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "projects_nda_nda_accepted_by_idx";
  DROP INDEX "project_files_name_idx";
  DROP INDEX "project_files_uploaded_by_idx";
  DROP INDEX "project_files_status_idx";
  DROP INDEX "payload_locked_documents_rels_file_downloads_id_idx";
  ALTER TABLE "project_files" ALTER COLUMN "project_id" DROP NOT NULL;
  ALTER TABLE "projects" DROP COLUMN "nda_version";
  ALTER TABLE "projects" DROP COLUMN "nda_accepted_at";
  ALTER TABLE "projects" DROP COLUMN "nda_accepted_by_id";
  ALTER TABLE "projects" DROP COLUMN "nda_ip";
  ALTER TABLE "projects" DROP COLUMN "files_kept_until";
  ALTER TABLE "projects" DROP COLUMN "files_warned_at";
  ALTER TABLE "project_files" DROP COLUMN "name";
  ALTER TABLE "project_files" DROP COLUMN "side";
  ALTER TABLE "project_files" DROP COLUMN "version";
  ALTER TABLE "project_files" DROP COLUMN "size";
  ALTER TABLE "project_files" DROP COLUMN "sha256";
  ALTER TABLE "project_files" DROP COLUMN "uploaded_by_id";
  ALTER TABLE "project_files" DROP COLUMN "note";
  ALTER TABLE "project_files" DROP COLUMN "status";
  ALTER TABLE "project_files" DROP COLUMN "scan";
  ALTER TABLE "project_files" DROP COLUMN "deleted_at";
  ALTER TABLE "project_files" DROP COLUMN "storage_key";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "file_downloads_id";
  ALTER TABLE "site_settings" DROP COLUMN "nda_text";
  ALTER TABLE "site_settings" DROP COLUMN "nda_version";
  DROP TYPE "public"."enum_project_files_side";
  DROP TYPE "public"."enum_project_files_status";`)
}
