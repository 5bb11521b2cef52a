import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mail_outbox_kind" AS ENUM('verify-email', 'reset-password');
  CREATE TYPE "public"."enum_mail_outbox_transport" AS ENUM('outbox', 'smtp');
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"kind" "enum_mail_outbox_kind" NOT NULL,
  	"transport" "enum_mail_outbox_transport" NOT NULL,
  	"eml_file" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "email_verification_expires_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" integer;
  CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mail_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  ALTER TABLE "users" DROP COLUMN "email_verification_expires_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  DROP TYPE "public"."enum_mail_outbox_kind";
  DROP TYPE "public"."enum_mail_outbox_transport";`)
}
