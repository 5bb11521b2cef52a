import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`cases_id\` integer,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`service_pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_pages_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_news_id_idx\` ON \`redirects_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_cases_id_idx\` ON \`redirects_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_products_id_idx\` ON \`redirects_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_categories_id_idx\` ON \`redirects_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_service_pages_id_idx\` ON \`redirects_rels\` (\`service_pages_id\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`categories_meta_meta_image_idx\` ON \`categories\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`products_meta_meta_image_idx\` ON \`products\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_meta_version_meta_image_idx\` ON \`_products_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`cases_meta_meta_image_idx\` ON \`cases\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_meta_version_meta_image_idx\` ON \`_cases_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`service_pages_meta_meta_image_idx\` ON \`service_pages\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_meta_version_meta_image_idx\` ON \`_service_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`police_filing_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`police_filing_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`search_verification_baidu\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`search_verification_so360\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`search_verification_sogou\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`search_verification_shenma\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`search_verification_bing\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`search_verification_google\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`main_image_id\` integer,
  	\`icon_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories\`("id", "name", "slug", "description", "main_image_id", "icon_id", "sort_order", "is_active", "updated_at", "created_at") SELECT "id", "name", "slug", "description", "main_image_id", "icon_id", "sort_order", "is_active", "updated_at", "created_at" FROM \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_main_image_idx\` ON \`categories\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_icon_idx\` ON \`categories\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_sort_order_idx\` ON \`categories\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_is_active_idx\` ON \`categories\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`price\` numeric,
  	\`category_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "name", "description", "price", "category_id", "sort_order", "is_active", "updated_at", "created_at", "_status") SELECT "id", "name", "description", "price", "category_id", "sort_order", "is_active", "updated_at", "created_at", "_status" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_is_active_idx\` ON \`products\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_price\` numeric,
  	\`version_category_id\` integer,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v\`("id", "parent_id", "version_name", "version_description", "version_price", "version_category_id", "version_sort_order", "version_is_active", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_description", "version_price", "version_category_id", "version_sort_order", "version_is_active", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v\` RENAME TO \`_products_v\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_is_active_idx\` ON \`_products_v\` (\`version_is_active\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`content\` text,
  	\`category\` text,
  	\`image_id\` integer,
  	\`published_at\` text,
  	\`is_published\` integer DEFAULT true,
  	\`views_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "slug", "summary", "body", "content", "category", "image_id", "published_at", "is_published", "views_count", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "body", "content", "category", "image_id", "published_at", "is_published", "views_count", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_is_published_idx\` ON \`news\` (\`is_published\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_content\` text,
  	\`version_category\` text,
  	\`version_image_id\` integer,
  	\`version_published_at\` text,
  	\`version_is_published\` integer DEFAULT true,
  	\`version_views_count\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_title", "version_slug", "version_summary", "version_body", "version_content", "version_category", "version_image_id", "version_published_at", "version_is_published", "version_views_count", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_summary", "version_body", "version_content", "version_category", "version_image_id", "version_published_at", "version_is_published", "version_views_count", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_is_published_idx\` ON \`_news_v\` (\`version_is_published\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_cases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`body\` text,
  	\`content\` text,
  	\`service_type\` text,
  	\`year\` numeric,
  	\`impact_factor\` numeric,
  	\`image_id\` integer,
  	\`client_name\` text,
  	\`client_title\` text,
  	\`client_avatar_id\` integer,
  	\`is_featured\` integer DEFAULT false,
  	\`is_published\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 0,
  	\`views_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cases\`("id", "title", "slug", "description", "body", "content", "service_type", "year", "impact_factor", "image_id", "client_name", "client_title", "client_avatar_id", "is_featured", "is_published", "sort_order", "views_count", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "description", "body", "content", "service_type", "year", "impact_factor", "image_id", "client_name", "client_title", "client_avatar_id", "is_featured", "is_published", "sort_order", "views_count", "updated_at", "created_at", "_status" FROM \`cases\`;`)
  await db.run(sql`DROP TABLE \`cases\`;`)
  await db.run(sql`ALTER TABLE \`__new_cases\` RENAME TO \`cases\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cases_slug_idx\` ON \`cases\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cases_image_idx\` ON \`cases\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`cases_client_avatar_idx\` ON \`cases\` (\`client_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`cases_is_featured_idx\` ON \`cases\` (\`is_featured\`);`)
  await db.run(sql`CREATE INDEX \`cases_is_published_idx\` ON \`cases\` (\`is_published\`);`)
  await db.run(sql`CREATE INDEX \`cases_updated_at_idx\` ON \`cases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cases_created_at_idx\` ON \`cases\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`cases__status_idx\` ON \`cases\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__cases_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_body\` text,
  	\`version_content\` text,
  	\`version_service_type\` text,
  	\`version_year\` numeric,
  	\`version_impact_factor\` numeric,
  	\`version_image_id\` integer,
  	\`version_client_name\` text,
  	\`version_client_title\` text,
  	\`version_client_avatar_id\` integer,
  	\`version_is_featured\` integer DEFAULT false,
  	\`version_is_published\` integer DEFAULT true,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_views_count\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_client_avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__cases_v\`("id", "parent_id", "version_title", "version_slug", "version_description", "version_body", "version_content", "version_service_type", "version_year", "version_impact_factor", "version_image_id", "version_client_name", "version_client_title", "version_client_avatar_id", "version_is_featured", "version_is_published", "version_sort_order", "version_views_count", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_description", "version_body", "version_content", "version_service_type", "version_year", "version_impact_factor", "version_image_id", "version_client_name", "version_client_title", "version_client_avatar_id", "version_is_featured", "version_is_published", "version_sort_order", "version_views_count", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_cases_v\`;`)
  await db.run(sql`DROP TABLE \`_cases_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__cases_v\` RENAME TO \`_cases_v\`;`)
  await db.run(sql`CREATE INDEX \`_cases_v_parent_idx\` ON \`_cases_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_slug_idx\` ON \`_cases_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_image_idx\` ON \`_cases_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_client_avatar_idx\` ON \`_cases_v\` (\`version_client_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_is_featured_idx\` ON \`_cases_v\` (\`version_is_featured\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_is_published_idx\` ON \`_cases_v\` (\`version_is_published\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_updated_at_idx\` ON \`_cases_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_created_at_idx\` ON \`_cases_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version__status_idx\` ON \`_cases_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_created_at_idx\` ON \`_cases_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_updated_at_idx\` ON \`_cases_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_latest_idx\` ON \`_cases_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`template\` text DEFAULT 'range',
  	\`alias_of\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`price\` numeric,
  	\`price_min\` numeric,
  	\`price_max\` numeric,
  	\`price_note\` text,
  	\`duration\` text,
  	\`icon\` text DEFAULT 'lightbulb',
  	\`color\` text DEFAULT 'blue',
  	\`intro\` text,
  	\`format\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages\`("id", "slug", "template", "alias_of", "title", "subtitle", "description", "price", "price_min", "price_max", "price_note", "duration", "icon", "color", "intro", "format", "sort_order", "is_active", "updated_at", "created_at", "_status") SELECT "id", "slug", "template", "alias_of", "title", "subtitle", "description", "price", "price_min", "price_max", "price_note", "duration", "icon", "color", "intro", "format", "sort_order", "is_active", "updated_at", "created_at", "_status" FROM \`service_pages\`;`)
  await db.run(sql`DROP TABLE \`service_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages\` RENAME TO \`service_pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`service_pages_slug_idx\` ON \`service_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_is_active_idx\` ON \`service_pages\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_updated_at_idx\` ON \`service_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_created_at_idx\` ON \`service_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`service_pages__status_idx\` ON \`service_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__service_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_template\` text DEFAULT 'range',
  	\`version_alias_of\` text,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_description\` text,
  	\`version_price\` numeric,
  	\`version_price_min\` numeric,
  	\`version_price_max\` numeric,
  	\`version_price_note\` text,
  	\`version_duration\` text,
  	\`version_icon\` text DEFAULT 'lightbulb',
  	\`version_color\` text DEFAULT 'blue',
  	\`version_intro\` text,
  	\`version_format\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__service_pages_v\`("id", "parent_id", "version_slug", "version_template", "version_alias_of", "version_title", "version_subtitle", "version_description", "version_price", "version_price_min", "version_price_max", "version_price_note", "version_duration", "version_icon", "version_color", "version_intro", "version_format", "version_sort_order", "version_is_active", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_slug", "version_template", "version_alias_of", "version_title", "version_subtitle", "version_description", "version_price", "version_price_min", "version_price_max", "version_price_note", "version_duration", "version_icon", "version_color", "version_intro", "version_format", "version_sort_order", "version_is_active", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_service_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__service_pages_v\` RENAME TO \`_service_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_parent_idx\` ON \`_service_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_slug_idx\` ON \`_service_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_is_active_idx\` ON \`_service_pages_v\` (\`version_is_active\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_updated_at_idx\` ON \`_service_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_created_at_idx\` ON \`_service_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version__status_idx\` ON \`_service_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_created_at_idx\` ON \`_service_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_updated_at_idx\` ON \`_service_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_latest_idx\` ON \`_service_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	\`products_id\` integer,
  	\`services_id\` integer,
  	\`core_projects_id\` integer,
  	\`service_menu_id\` integer,
  	\`news_id\` integer,
  	\`cases_id\` integer,
  	\`faculty_introductions_id\` integer,
  	\`academic_resources_id\` integer,
  	\`contact_methods_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`service_tiers_id\` integer,
  	\`service_pages_id\` integer,
  	\`job_postings_id\` integer,
  	\`team_members_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`core_projects_id\`) REFERENCES \`core_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_menu_id\`) REFERENCES \`service_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculty_introductions_id\`) REFERENCES \`faculty_introductions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_resources_id\`) REFERENCES \`academic_resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_methods_id\`) REFERENCES \`contact_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_tiers_id\`) REFERENCES \`service_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_pages_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_postings_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "categories_id", "products_id", "services_id", "core_projects_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "contact_methods_id", "newsletter_subscriptions_id", "media_id", "users_id", "mail_outbox_id", "service_tiers_id", "service_pages_id", "job_postings_id", "team_members_id") SELECT "id", "order", "parent_id", "path", "categories_id", "products_id", "services_id", "core_projects_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "contact_methods_id", "newsletter_subscriptions_id", "media_id", "users_id", "mail_outbox_id", "service_tiers_id", "service_pages_id", "job_postings_id", "team_members_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_core_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`core_projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_menu_id_idx\` ON \`payload_locked_documents_rels\` (\`service_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cases_id_idx\` ON \`payload_locked_documents_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculty_introductions_id_idx\` ON \`payload_locked_documents_rels\` (\`faculty_introductions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_resources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_tiers_id_idx\` ON \`payload_locked_documents_rels\` (\`service_tiers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`service_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`police_filing_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`police_filing_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`search_verification_baidu\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`search_verification_so360\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`search_verification_sogou\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`search_verification_shenma\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`search_verification_bing\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`search_verification_google\`;`)
}
