import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`project_messages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`project_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`project_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_files_id\`) REFERENCES \`project_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`project_messages_rels_order_idx\` ON \`project_messages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`project_messages_rels_parent_idx\` ON \`project_messages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`project_messages_rels_path_idx\` ON \`project_messages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`project_messages_rels_project_files_id_idx\` ON \`project_messages_rels\` (\`project_files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`project_messages_rels\`;`)
}
