import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`template\` text DEFAULT 'range' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`alias_of\` text;`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`icon\` text DEFAULT 'lightbulb';`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`color\` text DEFAULT 'blue';`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`format\` text;`)
  // Existing pages keep their layout: each fixed page gets the template its old route rendered with,
  // and the SCI guidance hub lists the pages it listed (the seed adds the pages that are missing).
  await db.run(sql`UPDATE \`service_pages\` SET \`template\` = 'tier' WHERE \`slug\` IN ('bioinformatics-1v1', 'clinical-1v1', 'meta-analysis-1v1');`)
  await db.run(sql`UPDATE \`service_pages\` SET \`template\` = 'course' WHERE \`slug\` IN ('statistical-analysis', 'writing-training');`)
  await db.run(sql`UPDATE \`service_pages\` SET \`template\` = 'revision' WHERE \`slug\` IN ('revision-tutoring');`)
  await db.run(sql`UPDATE \`service_pages\` SET \`template\` = 'hub' WHERE \`slug\` IN ('medical-sci-guidance');`)
  await db.run(
    sql`INSERT INTO \`service_pages_texts\` (\`order\`, \`parent_id\`, \`path\`, \`text\`) SELECT 1, \`id\`, 'child_slugs', 'bioinformatics-1v1' FROM \`service_pages\` WHERE \`slug\` = 'medical-sci-guidance';`,
  )
  await db.run(
    sql`INSERT INTO \`service_pages_texts\` (\`order\`, \`parent_id\`, \`path\`, \`text\`) SELECT 2, \`id\`, 'child_slugs', 'clinical-1v1' FROM \`service_pages\` WHERE \`slug\` = 'medical-sci-guidance';`,
  )
  await db.run(
    sql`INSERT INTO \`service_pages_texts\` (\`order\`, \`parent_id\`, \`path\`, \`text\`) SELECT 3, \`id\`, 'child_slugs', 'meta-analysis-1v1' FROM \`service_pages\` WHERE \`slug\` = 'medical-sci-guidance';`,
  )
  await db.run(
    sql`INSERT INTO \`service_pages_texts\` (\`order\`, \`parent_id\`, \`path\`, \`text\`) SELECT 4, \`id\`, 'child_slugs', 'statistical-analysis' FROM \`service_pages\` WHERE \`slug\` = 'medical-sci-guidance';`,
  )
  await db.run(
    sql`INSERT INTO \`service_pages_texts\` (\`order\`, \`parent_id\`, \`path\`, \`text\`) SELECT 5, \`id\`, 'child_slugs', 'writing-training' FROM \`service_pages\` WHERE \`slug\` = 'medical-sci-guidance';`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`service_pages_texts\` WHERE \`path\` IN ('child_slugs', 'card_features', 'audience');`)
  await db.run(sql`ALTER TABLE \`service_pages\` DROP COLUMN \`template\`;`)
  await db.run(sql`ALTER TABLE \`service_pages\` DROP COLUMN \`alias_of\`;`)
  await db.run(sql`ALTER TABLE \`service_pages\` DROP COLUMN \`icon\`;`)
  await db.run(sql`ALTER TABLE \`service_pages\` DROP COLUMN \`color\`;`)
  await db.run(sql`ALTER TABLE \`service_pages\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`service_pages\` DROP COLUMN \`format\`;`)
}
