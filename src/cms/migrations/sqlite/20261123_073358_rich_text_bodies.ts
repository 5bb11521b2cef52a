import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { convertToRichText, readLegacyFacultyContacts } from '@/cms/richtext/migrate-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-added (data conversion, see src/cms/richtext/migrate-data.ts): read before the column is dropped.
  const contacts = await readLegacyFacultyContacts({ db, payload })
  await db.run(sql`ALTER TABLE \`services\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` ADD \`contact_info_email\` text;`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` ADD \`contact_info_phone\` text;`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` ADD \`contact_info_wechat\` text;`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` ADD \`contact_info_website\` text;`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` ADD \`contact_info_form\` text DEFAULT 'object';`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` DROP COLUMN \`contact_info\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
  // Hand-added: HTML bodies -> rich text, faculty contact_info -> the contact fields.
  await convertToRichText({ db, payload }, contacts)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`faculty_introductions\` ADD \`contact_info\` text;`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` DROP COLUMN \`contact_info_email\`;`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` DROP COLUMN \`contact_info_phone\`;`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` DROP COLUMN \`contact_info_wechat\`;`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` DROP COLUMN \`contact_info_website\`;`)
  await db.run(sql`ALTER TABLE \`faculty_introductions\` DROP COLUMN \`contact_info_form\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`cases\` DROP COLUMN \`body\`;`)
}
