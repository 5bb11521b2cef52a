import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_roles" ADD VALUE 'sales' BEFORE 'member';
  ALTER TABLE "media" ALTER COLUMN "alt" DROP DEFAULT;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_avif_filename" varchar;
  CREATE INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx" ON "media" USING btree ("sizes_card_avif_filename");
  CREATE INDEX "media_sizes_hero_avif_sizes_hero_avif_filename_idx" ON "media" USING btree ("sizes_hero_avif_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'member');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx";
  DROP INDEX "media_sizes_hero_avif_sizes_hero_avif_filename_idx";
  ALTER TABLE "media" ALTER COLUMN "alt" SET DEFAULT '图片';
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_avif_filename";`)
}
