import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_process\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_process_order_idx\` ON \`products_process\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_process_parent_id_idx\` ON \`products_process\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_deliverables\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_deliverables_order_idx\` ON \`products_deliverables\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_deliverables_parent_id_idx\` ON \`products_deliverables\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_guarantees_order_idx\` ON \`products_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_guarantees_parent_id_idx\` ON \`products_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_faq_order_idx\` ON \`products_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_faq_parent_id_idx\` ON \`products_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_process\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_process_order_idx\` ON \`_products_v_version_process\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_process_parent_id_idx\` ON \`_products_v_version_process\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_deliverables\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_deliverables_order_idx\` ON \`_products_v_version_deliverables\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_deliverables_parent_id_idx\` ON \`_products_v_version_deliverables\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_guarantees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_guarantees_order_idx\` ON \`_products_v_version_guarantees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_guarantees_parent_id_idx\` ON \`_products_v_version_guarantees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_faq_order_idx\` ON \`_products_v_version_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_faq_parent_id_idx\` ON \`_products_v_version_faq\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_process\`;`)
  await db.run(sql`DROP TABLE \`products_deliverables\`;`)
  await db.run(sql`DROP TABLE \`products_guarantees\`;`)
  await db.run(sql`DROP TABLE \`products_faq\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_process\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_deliverables\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_guarantees\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_faq\`;`)
}
