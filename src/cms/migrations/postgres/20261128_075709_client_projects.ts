import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_stage_log_stage" AS ENUM('quoting', 'quoted', 'confirmed', 'in_progress', 'delivered', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_projects_stage" AS ENUM('quoting', 'quoted', 'confirmed', 'in_progress', 'delivered', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_project_quotes_status" AS ENUM('draft', 'sent', 'accepted', 'superseded');
  CREATE TYPE "public"."enum_invoice_requests_type" AS ENUM('normal', 'special');
  CREATE TYPE "public"."enum_invoice_requests_status" AS ENUM('requested', 'issued', 'rejected');
  ALTER TYPE "public"."enum_mail_outbox_kind" ADD VALUE 'project-update';
  CREATE TABLE "projects_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"due_date" timestamp(3) with time zone,
  	"done_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "projects_stage_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"stage" "enum_projects_stage_log_stage",
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"title" varchar NOT NULL,
  	"client_id" integer NOT NULL,
  	"enquiry_id" integer,
  	"service" varchar,
  	"stage" "enum_projects_stage" DEFAULT 'quoting' NOT NULL,
  	"due_date" timestamp(3) with time zone,
  	"accepted_quote_id" integer,
  	"accepted_total" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "project_quotes_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"offering_id" integer,
  	"name" varchar,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"unit_price" numeric,
  	"discount" numeric DEFAULT 0,
  	"amount" numeric,
  	"note" varchar
  );
  
  CREATE TABLE "project_quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"project_id" integer NOT NULL,
  	"version" numeric,
  	"status" "enum_project_quotes_status" DEFAULT 'draft' NOT NULL,
  	"total" numeric,
  	"valid_until" timestamp(3) with time zone,
  	"terms" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"accepted_at" timestamp(3) with time zone,
  	"accepted_by_id" integer,
  	"accepted_ip" varchar,
  	"company_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"excerpt" varchar,
  	"author_id" integer,
  	"from_staff" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoice_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"tax_id" varchar,
  	"type" "enum_invoice_requests_type" NOT NULL,
  	"amount" numeric NOT NULL,
  	"email" varchar NOT NULL,
  	"address" varchar,
  	"requested_by_id" integer,
  	"status" "enum_invoice_requests_status" DEFAULT 'requested' NOT NULL,
  	"invoice_number" varchar,
  	"invoice_file_id" integer,
  	"staff_note" varchar,
  	"issued_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer,
  	"prefix" varchar DEFAULT 'project-files',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "projects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "project_quotes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "project_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoice_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "project_files_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "company_name" varchar;
  ALTER TABLE "projects_milestones" ADD CONSTRAINT "projects_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_stage_log" ADD CONSTRAINT "projects_stage_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_accepted_quote_id_project_quotes_id_fk" FOREIGN KEY ("accepted_quote_id") REFERENCES "public"."project_quotes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_quotes_items" ADD CONSTRAINT "project_quotes_items_offering_id_products_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_quotes_items" ADD CONSTRAINT "project_quotes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."project_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_quotes" ADD CONSTRAINT "project_quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_quotes" ADD CONSTRAINT "project_quotes_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_invoice_file_id_project_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "projects_milestones_order_idx" ON "projects_milestones" USING btree ("_order");
  CREATE INDEX "projects_milestones_parent_id_idx" ON "projects_milestones" USING btree ("_parent_id");
  CREATE INDEX "projects_stage_log_order_idx" ON "projects_stage_log" USING btree ("_order");
  CREATE INDEX "projects_stage_log_parent_id_idx" ON "projects_stage_log" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_number_idx" ON "projects" USING btree ("number");
  CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");
  CREATE INDEX "projects_enquiry_idx" ON "projects" USING btree ("enquiry_id");
  CREATE INDEX "projects_stage_idx" ON "projects" USING btree ("stage");
  CREATE INDEX "projects_due_date_idx" ON "projects" USING btree ("due_date");
  CREATE INDEX "projects_accepted_quote_idx" ON "projects" USING btree ("accepted_quote_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_users_id_idx" ON "projects_rels" USING btree ("users_id");
  CREATE INDEX "project_quotes_items_order_idx" ON "project_quotes_items" USING btree ("_order");
  CREATE INDEX "project_quotes_items_parent_id_idx" ON "project_quotes_items" USING btree ("_parent_id");
  CREATE INDEX "project_quotes_items_offering_idx" ON "project_quotes_items" USING btree ("offering_id");
  CREATE INDEX "project_quotes_project_idx" ON "project_quotes" USING btree ("project_id");
  CREATE INDEX "project_quotes_version_idx" ON "project_quotes" USING btree ("version");
  CREATE INDEX "project_quotes_status_idx" ON "project_quotes" USING btree ("status");
  CREATE INDEX "project_quotes_accepted_by_idx" ON "project_quotes" USING btree ("accepted_by_id");
  CREATE INDEX "project_quotes_updated_at_idx" ON "project_quotes" USING btree ("updated_at");
  CREATE INDEX "project_quotes_created_at_idx" ON "project_quotes" USING btree ("created_at");
  CREATE INDEX "project_messages_project_idx" ON "project_messages" USING btree ("project_id");
  CREATE INDEX "project_messages_author_idx" ON "project_messages" USING btree ("author_id");
  CREATE INDEX "project_messages_updated_at_idx" ON "project_messages" USING btree ("updated_at");
  CREATE INDEX "project_messages_created_at_idx" ON "project_messages" USING btree ("created_at");
  CREATE INDEX "invoice_requests_project_idx" ON "invoice_requests" USING btree ("project_id");
  CREATE INDEX "invoice_requests_requested_by_idx" ON "invoice_requests" USING btree ("requested_by_id");
  CREATE INDEX "invoice_requests_status_idx" ON "invoice_requests" USING btree ("status");
  CREATE INDEX "invoice_requests_invoice_file_idx" ON "invoice_requests" USING btree ("invoice_file_id");
  CREATE INDEX "invoice_requests_updated_at_idx" ON "invoice_requests" USING btree ("updated_at");
  CREATE INDEX "invoice_requests_created_at_idx" ON "invoice_requests" USING btree ("created_at");
  CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id");
  CREATE INDEX "project_files_updated_at_idx" ON "project_files" USING btree ("updated_at");
  CREATE INDEX "project_files_created_at_idx" ON "project_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "project_files_filename_idx" ON "project_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_quotes_fk" FOREIGN KEY ("project_quotes_id") REFERENCES "public"."project_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_messages_fk" FOREIGN KEY ("project_messages_id") REFERENCES "public"."project_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoice_requests_fk" FOREIGN KEY ("invoice_requests_id") REFERENCES "public"."invoice_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_files_fk" FOREIGN KEY ("project_files_id") REFERENCES "public"."project_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_project_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("project_quotes_id");
  CREATE INDEX "payload_locked_documents_rels_project_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("project_messages_id");
  CREATE INDEX "payload_locked_documents_rels_invoice_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("invoice_requests_id");
  CREATE INDEX "payload_locked_documents_rels_project_files_id_idx" ON "payload_locked_documents_rels" USING btree ("project_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects_milestones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_stage_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "project_quotes_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "project_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "project_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoice_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "project_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "projects_milestones" CASCADE;
  DROP TABLE "projects_stage_log" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "project_quotes_items" CASCADE;
  DROP TABLE "project_quotes" CASCADE;
  DROP TABLE "project_messages" CASCADE;
  DROP TABLE "invoice_requests" CASCADE;
  DROP TABLE "project_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_projects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_project_quotes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_project_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoice_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_project_files_fk";
  
  ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_outbox_kind";
  CREATE TYPE "public"."enum_mail_outbox_kind" AS ENUM('verify-email', 'reset-password', 'enquiry-notice', 'newsletter-confirm', 'newsletter-issue');
  ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_outbox_kind" USING "kind"::"public"."enum_mail_outbox_kind";
  DROP INDEX "payload_locked_documents_rels_projects_id_idx";
  DROP INDEX "payload_locked_documents_rels_project_quotes_id_idx";
  DROP INDEX "payload_locked_documents_rels_project_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_invoice_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_project_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "projects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "project_quotes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "project_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoice_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "project_files_id";
  ALTER TABLE "site_settings" DROP COLUMN "company_name";
  DROP TYPE "public"."enum_projects_stage_log_stage";
  DROP TYPE "public"."enum_projects_stage";
  DROP TYPE "public"."enum_project_quotes_status";
  DROP TYPE "public"."enum_invoice_requests_type";
  DROP TYPE "public"."enum_invoice_requests_status";`)
}
