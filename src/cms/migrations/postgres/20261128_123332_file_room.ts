import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_files" ALTER COLUMN "project_id" DROP NOT NULL;
  ALTER TABLE "file_downloads" ALTER COLUMN "file_id" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_files" ALTER COLUMN "project_id" SET NOT NULL;
  ALTER TABLE "file_downloads" ALTER COLUMN "file_id" SET NOT NULL;`)
}
