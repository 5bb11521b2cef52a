import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_pages_template" AS ENUM('tier', 'course', 'range', 'revision', 'consulting', 'hub', 'test-services', 'alias');
  CREATE TYPE "public"."enum_service_pages_icon" AS ENUM('lightbulb', 'beaker', 'users', 'clipboard', 'sparkles', 'trending', 'star', 'briefcase');
  CREATE TYPE "public"."enum_service_pages_color" AS ENUM('blue', 'emerald', 'violet', 'amber', 'rose', 'cyan', 'indigo', 'teal');
  ALTER TABLE "service_pages" ADD COLUMN "template" "enum_service_pages_template" DEFAULT 'range' NOT NULL;
  ALTER TABLE "service_pages" ADD COLUMN "alias_of" varchar;
  ALTER TABLE "service_pages" ADD COLUMN "icon" "enum_service_pages_icon" DEFAULT 'lightbulb';
  ALTER TABLE "service_pages" ADD COLUMN "color" "enum_service_pages_color" DEFAULT 'blue';
  ALTER TABLE "service_pages" ADD COLUMN "intro" varchar;
  ALTER TABLE "service_pages" ADD COLUMN "format" varchar;`)

  // Existing pages keep their layout: each fixed page gets the template its old route rendered with,
  // and the SCI guidance hub lists the pages it listed (the seed adds the pages that are missing).
  await db.execute(sql`
  UPDATE "service_pages" SET "template" = 'tier' WHERE "slug" IN ('bioinformatics-1v1', 'clinical-1v1', 'meta-analysis-1v1');
  UPDATE "service_pages" SET "template" = 'course' WHERE "slug" IN ('statistical-analysis', 'writing-training');
  UPDATE "service_pages" SET "template" = 'revision' WHERE "slug" IN ('revision-tutoring');
  UPDATE "service_pages" SET "template" = 'hub' WHERE "slug" IN ('medical-sci-guidance');
  INSERT INTO "service_pages_texts" ("order", "parent_id", "path", "text")
    SELECT child.position, page.id, 'child_slugs', child.slug
    FROM "service_pages" page, (VALUES (1, 'bioinformatics-1v1'), (2, 'clinical-1v1'), (3, 'meta-analysis-1v1'), (4, 'statistical-analysis'), (5, 'writing-training')) AS child(position, slug)
    WHERE page.slug = 'medical-sci-guidance';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "service_pages_texts" WHERE "path" IN ('child_slugs', 'card_features', 'audience');
   ALTER TABLE "service_pages" DROP COLUMN "template";
  ALTER TABLE "service_pages" DROP COLUMN "alias_of";
  ALTER TABLE "service_pages" DROP COLUMN "icon";
  ALTER TABLE "service_pages" DROP COLUMN "color";
  ALTER TABLE "service_pages" DROP COLUMN "intro";
  ALTER TABLE "service_pages" DROP COLUMN "format";
  DROP TYPE "public"."enum_service_pages_template";
  DROP TYPE "public"."enum_service_pages_icon";
  DROP TYPE "public"."enum_service_pages_color";`)
}
