import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  ALTER TYPE "public"."enum_mail_outbox_kind" ADD VALUE 'enquiry-notice';
  CREATE TABLE "enquiries_follow_ups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"note" varchar NOT NULL
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"organization" varchar,
  	"phone" varchar,
  	"wechat" varchar,
  	"email" varchar,
  	"service" varchar,
  	"message" varchar NOT NULL,
  	"contact_time" varchar,
  	"status" "enum_enquiries_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"next_follow_up" timestamp(3) with time zone,
  	"member_id" integer,
  	"consent" boolean DEFAULT false NOT NULL,
  	"source_page" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiries_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "enquiry_notify_email" varchar DEFAULT 'sales@keyan.example.com';
  ALTER TABLE "enquiries_follow_ups" ADD CONSTRAINT "enquiries_follow_ups_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_follow_ups" ADD CONSTRAINT "enquiries_follow_ups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "enquiries_follow_ups_order_idx" ON "enquiries_follow_ups" USING btree ("_order");
  CREATE INDEX "enquiries_follow_ups_parent_id_idx" ON "enquiries_follow_ups" USING btree ("_parent_id");
  CREATE INDEX "enquiries_follow_ups_by_idx" ON "enquiries_follow_ups" USING btree ("by_id");
  CREATE INDEX "enquiries_phone_idx" ON "enquiries" USING btree ("phone");
  CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree ("email");
  CREATE INDEX "enquiries_service_idx" ON "enquiries" USING btree ("service");
  CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");
  CREATE INDEX "enquiries_assignee_idx" ON "enquiries" USING btree ("assignee_id");
  CREATE INDEX "enquiries_next_follow_up_idx" ON "enquiries" USING btree ("next_follow_up");
  CREATE INDEX "enquiries_member_idx" ON "enquiries" USING btree ("member_id");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries_follow_ups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiries_follow_ups" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiries_fk";
  
  ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_outbox_kind";
  CREATE TYPE "public"."enum_mail_outbox_kind" AS ENUM('verify-email', 'reset-password');
  ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_outbox_kind" USING "kind"::"public"."enum_mail_outbox_kind";
  DROP INDEX "payload_locked_documents_rels_enquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiries_id";
  ALTER TABLE "site_settings" DROP COLUMN "enquiry_notify_email";
  DROP TYPE "public"."enum_enquiries_status";`)
}
