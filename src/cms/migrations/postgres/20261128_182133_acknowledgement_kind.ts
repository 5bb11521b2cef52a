import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_outbox_kind" ADD VALUE 'enquiry-acknowledgement' BEFORE 'newsletter-confirm';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_outbox_kind";
  CREATE TYPE "public"."enum_mail_outbox_kind" AS ENUM('verify-email', 'reset-password', 'enquiry-notice', 'newsletter-confirm', 'newsletter-issue', 'project-update');
  ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_outbox_kind" USING "kind"::"public"."enum_mail_outbox_kind";`)
}
