import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { convertToRichText, readLegacyFacultyContacts } from '@/cms/richtext/migrate-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-added (data conversion, see src/cms/richtext/migrate-data.ts): read before the column is dropped.
  const contacts = await readLegacyFacultyContacts({ db, payload })
  await db.execute(sql`
   CREATE TYPE "public"."enum_faculty_introductions_contact_info_form" AS ENUM('object', 'json', 'email');
  ALTER TABLE "services" ADD COLUMN "body" jsonb;
  ALTER TABLE "news" ADD COLUMN "body" jsonb;
  ALTER TABLE "cases" ADD COLUMN "body" jsonb;
  ALTER TABLE "faculty_introductions" ADD COLUMN "contact_info_email" varchar;
  ALTER TABLE "faculty_introductions" ADD COLUMN "contact_info_phone" varchar;
  ALTER TABLE "faculty_introductions" ADD COLUMN "contact_info_wechat" varchar;
  ALTER TABLE "faculty_introductions" ADD COLUMN "contact_info_website" varchar;
  ALTER TABLE "faculty_introductions" ADD COLUMN "contact_info_form" "enum_faculty_introductions_contact_info_form" DEFAULT 'object';
  ALTER TABLE "faculty_introductions" DROP COLUMN "contact_info";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
  // Hand-added: HTML bodies -> rich text, faculty contact_info -> the contact fields.
  await convertToRichText({ db, payload }, contacts)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faculty_introductions" ADD COLUMN "contact_info" jsonb;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "services" DROP COLUMN "body";
  ALTER TABLE "news" DROP COLUMN "body";
  ALTER TABLE "cases" DROP COLUMN "body";
  ALTER TABLE "faculty_introductions" DROP COLUMN "contact_info_email";
  ALTER TABLE "faculty_introductions" DROP COLUMN "contact_info_phone";
  ALTER TABLE "faculty_introductions" DROP COLUMN "contact_info_wechat";
  ALTER TABLE "faculty_introductions" DROP COLUMN "contact_info_website";
  ALTER TABLE "faculty_introductions" DROP COLUMN "contact_info_form";
  DROP TYPE "public"."enum_faculty_introductions_contact_info_form";`)
}
