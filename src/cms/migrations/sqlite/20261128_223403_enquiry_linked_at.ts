import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { MARK_LINKED_ENQUIRIES } from '@/cms/migrations/enquiry-linked-at'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`linked_at\` text;`)
  // Hand edit: guest enquiries linked before this release (src/cms/migrations/enquiry-linked-at.ts).
  await db.run(sql.raw(MARK_LINKED_ENQUIRIES))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`linked_at\`;`)
}
