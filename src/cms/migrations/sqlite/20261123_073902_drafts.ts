import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { publishExistingRows } from '@/cms/migrations/publish-existing'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_products_v\` (
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
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_is_active_idx\` ON \`_products_v\` (\`version_is_active\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_texts_order_parent\` ON \`_products_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
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
  await db.run(sql`CREATE TABLE \`_cases_v\` (
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
  await db.run(sql`CREATE TABLE \`_cases_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_cases_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cases_v_rels_order_idx\` ON \`_cases_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_rels_parent_idx\` ON \`_cases_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_rels_path_idx\` ON \`_cases_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_rels_media_id_idx\` ON \`_cases_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_rels_categories_id_idx\` ON \`_cases_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_terms_order_idx\` ON \`_service_pages_v_version_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_terms_parent_id_idx\` ON \`_service_pages_v_version_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_stats_order_idx\` ON \`_service_pages_v_version_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_stats_parent_id_idx\` ON \`_service_pages_v_version_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_features_order_idx\` ON \`_service_pages_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_features_parent_id_idx\` ON \`_service_pages_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_lessons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_lessons_order_idx\` ON \`_service_pages_v_version_lessons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_lessons_parent_id_idx\` ON \`_service_pages_v_version_lessons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_steps_order_idx\` ON \`_service_pages_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_steps_parent_id_idx\` ON \`_service_pages_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` numeric,
  	\`lessons\` numeric,
  	\`duration\` text,
  	\`highlighted\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_packages_order_idx\` ON \`_service_pages_v_version_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_packages_parent_id_idx\` ON \`_service_pages_v_version_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_extras\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` numeric,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_extras_order_idx\` ON \`_service_pages_v_version_extras\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_extras_parent_id_idx\` ON \`_service_pages_v_version_extras\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_version_related_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_related_links_order_idx\` ON \`_service_pages_v_version_related_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_related_links_parent_id_idx\` ON \`_service_pages_v_version_related_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v\` (
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
  await db.run(sql`CREATE INDEX \`_service_pages_v_parent_idx\` ON \`_service_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_slug_idx\` ON \`_service_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_is_active_idx\` ON \`_service_pages_v\` (\`version_is_active\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_updated_at_idx\` ON \`_service_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version_created_at_idx\` ON \`_service_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_version_version__status_idx\` ON \`_service_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_created_at_idx\` ON \`_service_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_updated_at_idx\` ON \`_service_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_latest_idx\` ON \`_service_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_service_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_service_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_pages_v_texts_order_parent\` ON \`_service_pages_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`INSERT INTO \`__new_products\`("id", "name", "description", "price", "category_id", "sort_order", "is_active", "updated_at", "created_at", "_status") SELECT "id", "name", "description", "price", "category_id", "sort_order", "is_active", "updated_at", "created_at", 'published' FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_is_active_idx\` ON \`products\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "slug", "summary", "body", "content", "category", "image_id", "published_at", "is_published", "views_count", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "body", "content", "category", "image_id", "published_at", "is_published", "views_count", "updated_at", "created_at", 'published' FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_is_published_idx\` ON \`news\` (\`is_published\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_cases\`("id", "title", "slug", "description", "body", "content", "service_type", "year", "impact_factor", "image_id", "client_name", "client_title", "client_avatar_id", "is_featured", "is_published", "sort_order", "views_count", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "description", "body", "content", "service_type", "year", "impact_factor", "image_id", "client_name", "client_title", "client_avatar_id", "is_featured", "is_published", "sort_order", "views_count", "updated_at", "created_at", 'published' FROM \`cases\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_service_pages_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_terms\`("_order", "_parent_id", "id", "label", "value") SELECT "_order", "_parent_id", "id", "label", "value" FROM \`service_pages_terms\`;`)
  await db.run(sql`DROP TABLE \`service_pages_terms\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_terms\` RENAME TO \`service_pages_terms\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_terms_order_idx\` ON \`service_pages_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_terms_parent_id_idx\` ON \`service_pages_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_stats\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`service_pages_stats\`;`)
  await db.run(sql`DROP TABLE \`service_pages_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_stats\` RENAME TO \`service_pages_stats\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_stats_order_idx\` ON \`service_pages_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_stats_parent_id_idx\` ON \`service_pages_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_features\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`service_pages_features\`;`)
  await db.run(sql`DROP TABLE \`service_pages_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_features\` RENAME TO \`service_pages_features\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_features_order_idx\` ON \`service_pages_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_features_parent_id_idx\` ON \`service_pages_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_lessons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_lessons\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`service_pages_lessons\`;`)
  await db.run(sql`DROP TABLE \`service_pages_lessons\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_lessons\` RENAME TO \`service_pages_lessons\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_lessons_order_idx\` ON \`service_pages_lessons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_lessons_parent_id_idx\` ON \`service_pages_lessons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_steps\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`service_pages_steps\`;`)
  await db.run(sql`DROP TABLE \`service_pages_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_steps\` RENAME TO \`service_pages_steps\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_steps_order_idx\` ON \`service_pages_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_steps_parent_id_idx\` ON \`service_pages_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` numeric,
  	\`lessons\` numeric,
  	\`duration\` text,
  	\`highlighted\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_packages\`("_order", "_parent_id", "id", "name", "price", "lessons", "duration", "highlighted") SELECT "_order", "_parent_id", "id", "name", "price", "lessons", "duration", "highlighted" FROM \`service_pages_packages\`;`)
  await db.run(sql`DROP TABLE \`service_pages_packages\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_packages\` RENAME TO \`service_pages_packages\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_packages_order_idx\` ON \`service_pages_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_packages_parent_id_idx\` ON \`service_pages_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_extras\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` numeric,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_extras\`("_order", "_parent_id", "id", "name", "price", "description") SELECT "_order", "_parent_id", "id", "name", "price", "description" FROM \`service_pages_extras\`;`)
  await db.run(sql`DROP TABLE \`service_pages_extras\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_extras\` RENAME TO \`service_pages_extras\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_extras_order_idx\` ON \`service_pages_extras\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_extras_parent_id_idx\` ON \`service_pages_extras\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_related_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_related_links\`("_order", "_parent_id", "id", "title", "link") SELECT "_order", "_parent_id", "id", "title", "link" FROM \`service_pages_related_links\`;`)
  await db.run(sql`DROP TABLE \`service_pages_related_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_related_links\` RENAME TO \`service_pages_related_links\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_related_links_order_idx\` ON \`service_pages_related_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_related_links_parent_id_idx\` ON \`service_pages_related_links\` (\`_parent_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new_service_pages\`("id", "slug", "template", "alias_of", "title", "subtitle", "description", "price", "price_min", "price_max", "price_note", "duration", "icon", "color", "intro", "format", "sort_order", "is_active", "updated_at", "created_at", "_status") SELECT "id", "slug", "template", "alias_of", "title", "subtitle", "description", "price", "price_min", "price_max", "price_note", "duration", "icon", "color", "intro", "format", "sort_order", "is_active", "updated_at", "created_at", 'published' FROM \`service_pages\`;`)
  await db.run(sql`DROP TABLE \`service_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages\` RENAME TO \`service_pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`service_pages_slug_idx\` ON \`service_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_is_active_idx\` ON \`service_pages\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_updated_at_idx\` ON \`service_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_created_at_idx\` ON \`service_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`service_pages__status_idx\` ON \`service_pages\` (\`_status\`);`)
  // Hand edits (regenerate: redo them): existing rows are copied as 'published' above (the
  // generated copies selected a "_status" column the old tables lack), and foreign keys stay off
  // until every table is rebuilt, or dropping the old news/cases/service_pages tables would
  // cascade-delete their child rows (cases_rels, service_pages_terms, ...).
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  // Existing documents were live: they become published (src/cms/migrations/publish-existing.ts).
  await publishExistingRows((statement) => db.run(sql.raw(statement)))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_cases_v\`;`)
  await db.run(sql`DROP TABLE \`_cases_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_terms\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_stats\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_lessons\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_packages\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_extras\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_related_links\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_texts\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`price\` numeric,
  	\`category_id\` integer NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "name", "description", "price", "category_id", "sort_order", "is_active", "updated_at", "created_at") SELECT "id", "name", "description", "price", "category_id", "sort_order", "is_active", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_is_active_idx\` ON \`products\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
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
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "slug", "summary", "body", "content", "category", "image_id", "published_at", "is_published", "views_count", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", "body", "content", "category", "image_id", "published_at", "is_published", "views_count", "updated_at", "created_at" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_is_published_idx\` ON \`news\` (\`is_published\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_cases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
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
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cases\`("id", "title", "slug", "description", "body", "content", "service_type", "year", "impact_factor", "image_id", "client_name", "client_title", "client_avatar_id", "is_featured", "is_published", "sort_order", "views_count", "updated_at", "created_at") SELECT "id", "title", "slug", "description", "body", "content", "service_type", "year", "impact_factor", "image_id", "client_name", "client_title", "client_avatar_id", "is_featured", "is_published", "sort_order", "views_count", "updated_at", "created_at" FROM \`cases\`;`)
  await db.run(sql`DROP TABLE \`cases\`;`)
  await db.run(sql`ALTER TABLE \`__new_cases\` RENAME TO \`cases\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cases_slug_idx\` ON \`cases\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cases_image_idx\` ON \`cases\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`cases_client_avatar_idx\` ON \`cases\` (\`client_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`cases_is_featured_idx\` ON \`cases\` (\`is_featured\`);`)
  await db.run(sql`CREATE INDEX \`cases_is_published_idx\` ON \`cases\` (\`is_published\`);`)
  await db.run(sql`CREATE INDEX \`cases_updated_at_idx\` ON \`cases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cases_created_at_idx\` ON \`cases\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`template\` text DEFAULT 'range' NOT NULL,
  	\`alias_of\` text,
  	\`title\` text NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages\`("id", "slug", "template", "alias_of", "title", "subtitle", "description", "price", "price_min", "price_max", "price_note", "duration", "icon", "color", "intro", "format", "sort_order", "is_active", "updated_at", "created_at") SELECT "id", "slug", "template", "alias_of", "title", "subtitle", "description", "price", "price_min", "price_max", "price_note", "duration", "icon", "color", "intro", "format", "sort_order", "is_active", "updated_at", "created_at" FROM \`service_pages\`;`)
  await db.run(sql`DROP TABLE \`service_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages\` RENAME TO \`service_pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`service_pages_slug_idx\` ON \`service_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_is_active_idx\` ON \`service_pages\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_updated_at_idx\` ON \`service_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_created_at_idx\` ON \`service_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_terms\`("_order", "_parent_id", "id", "label", "value") SELECT "_order", "_parent_id", "id", "label", "value" FROM \`service_pages_terms\`;`)
  await db.run(sql`DROP TABLE \`service_pages_terms\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_terms\` RENAME TO \`service_pages_terms\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_terms_order_idx\` ON \`service_pages_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_terms_parent_id_idx\` ON \`service_pages_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_stats\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`service_pages_stats\`;`)
  await db.run(sql`DROP TABLE \`service_pages_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_stats\` RENAME TO \`service_pages_stats\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_stats_order_idx\` ON \`service_pages_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_stats_parent_id_idx\` ON \`service_pages_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_features\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`service_pages_features\`;`)
  await db.run(sql`DROP TABLE \`service_pages_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_features\` RENAME TO \`service_pages_features\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_features_order_idx\` ON \`service_pages_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_features_parent_id_idx\` ON \`service_pages_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_lessons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_lessons\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`service_pages_lessons\`;`)
  await db.run(sql`DROP TABLE \`service_pages_lessons\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_lessons\` RENAME TO \`service_pages_lessons\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_lessons_order_idx\` ON \`service_pages_lessons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_lessons_parent_id_idx\` ON \`service_pages_lessons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_steps\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`service_pages_steps\`;`)
  await db.run(sql`DROP TABLE \`service_pages_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_steps\` RENAME TO \`service_pages_steps\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_steps_order_idx\` ON \`service_pages_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_steps_parent_id_idx\` ON \`service_pages_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`lessons\` numeric,
  	\`duration\` text,
  	\`highlighted\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_packages\`("_order", "_parent_id", "id", "name", "price", "lessons", "duration", "highlighted") SELECT "_order", "_parent_id", "id", "name", "price", "lessons", "duration", "highlighted" FROM \`service_pages_packages\`;`)
  await db.run(sql`DROP TABLE \`service_pages_packages\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_packages\` RENAME TO \`service_pages_packages\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_packages_order_idx\` ON \`service_pages_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_packages_parent_id_idx\` ON \`service_pages_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_extras\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_extras\`("_order", "_parent_id", "id", "name", "price", "description") SELECT "_order", "_parent_id", "id", "name", "price", "description" FROM \`service_pages_extras\`;`)
  await db.run(sql`DROP TABLE \`service_pages_extras\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_extras\` RENAME TO \`service_pages_extras\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_extras_order_idx\` ON \`service_pages_extras\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_extras_parent_id_idx\` ON \`service_pages_extras\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_pages_related_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_pages_related_links\`("_order", "_parent_id", "id", "title", "link") SELECT "_order", "_parent_id", "id", "title", "link" FROM \`service_pages_related_links\`;`)
  await db.run(sql`DROP TABLE \`service_pages_related_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_pages_related_links\` RENAME TO \`service_pages_related_links\`;`)
  await db.run(sql`CREATE INDEX \`service_pages_related_links_order_idx\` ON \`service_pages_related_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_related_links_parent_id_idx\` ON \`service_pages_related_links\` (\`_parent_id\`);`)
  // Hand edit: see up().
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
