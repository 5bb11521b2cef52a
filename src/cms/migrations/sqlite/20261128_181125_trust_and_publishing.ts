import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { trustAndPublishingData } from '@/cms/migrations/trust-and-publishing'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_categories_name_idx\` ON \`news_categories\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_updated_at_idx\` ON \`news_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_created_at_idx\` ON \`news_categories\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`served_clients\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_served_clients\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`news_category_id\` integer REFERENCES news_categories(id);`)
  await db.run(sql`CREATE INDEX \`news_news_category_idx\` ON \`news\` (\`news_category_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_news_category_id\` integer REFERENCES news_categories(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_news_category_idx\` ON \`_news_v\` (\`version_news_category_id\`);`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`journal\` text;`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`doi\` text;`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`acceptance_letter_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`cases_acceptance_letter_idx\` ON \`cases\` (\`acceptance_letter_id\`);`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_journal\` text;`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_doi\` text;`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_acceptance_letter_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_acceptance_letter_idx\` ON \`_cases_v\` (\`version_acceptance_letter_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`display_name\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`news_categories_id\` integer REFERENCES news_categories(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  // Hand edit: categories, one publish model, names (src/cms/migrations/trust-and-publishing.ts).
  await trustAndPublishingData((statement) => db.run(sql.raw(statement)))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_categories\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "slug", "summary", "body", "content", "category", "image_id", "published_at", "is_published", "views_count", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "body", "content", "category", "image_id", "published_at", "is_published", "views_count", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_is_published_idx\` ON \`news\` (\`is_published\`);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news\` (\`meta_image_id\`);`)
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
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_title", "version_slug", "version_summary", "version_body", "version_content", "version_category", "version_image_id", "version_published_at", "version_is_published", "version_views_count", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_summary", "version_body", "version_content", "version_category", "version_image_id", "version_published_at", "version_is_published", "version_views_count", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_is_published_idx\` ON \`_news_v\` (\`version_is_published\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v\` (\`version_meta_image_id\`);`)
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
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cases\`("id", "title", "slug", "description", "body", "content", "service_type", "year", "impact_factor", "image_id", "client_name", "client_title", "client_avatar_id", "is_featured", "is_published", "sort_order", "views_count", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "description", "body", "content", "service_type", "year", "impact_factor", "image_id", "client_name", "client_title", "client_avatar_id", "is_featured", "is_published", "sort_order", "views_count", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status" FROM \`cases\`;`)
  await db.run(sql`DROP TABLE \`cases\`;`)
  await db.run(sql`ALTER TABLE \`__new_cases\` RENAME TO \`cases\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cases_slug_idx\` ON \`cases\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cases_image_idx\` ON \`cases\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`cases_client_avatar_idx\` ON \`cases\` (\`client_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`cases_is_featured_idx\` ON \`cases\` (\`is_featured\`);`)
  await db.run(sql`CREATE INDEX \`cases_is_published_idx\` ON \`cases\` (\`is_published\`);`)
  await db.run(sql`CREATE INDEX \`cases_meta_meta_image_idx\` ON \`cases\` (\`meta_image_id\`);`)
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
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_client_avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__cases_v\`("id", "parent_id", "version_title", "version_slug", "version_description", "version_body", "version_content", "version_service_type", "version_year", "version_impact_factor", "version_image_id", "version_client_name", "version_client_title", "version_client_avatar_id", "version_is_featured", "version_is_published", "version_sort_order", "version_views_count", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_description", "version_body", "version_content", "version_service_type", "version_year", "version_impact_factor", "version_image_id", "version_client_name", "version_client_title", "version_client_avatar_id", "version_is_featured", "version_is_published", "version_sort_order", "version_views_count", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_cases_v\`;`)
  await db.run(sql`DROP TABLE \`_cases_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__cases_v\` RENAME TO \`_cases_v\`;`)
  await db.run(sql`CREATE INDEX \`_cases_v_parent_idx\` ON \`_cases_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_slug_idx\` ON \`_cases_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_image_idx\` ON \`_cases_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_client_avatar_idx\` ON \`_cases_v\` (\`version_client_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_is_featured_idx\` ON \`_cases_v\` (\`version_is_featured\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_is_published_idx\` ON \`_cases_v\` (\`version_is_published\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_meta_version_meta_image_idx\` ON \`_cases_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_updated_at_idx\` ON \`_cases_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_created_at_idx\` ON \`_cases_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version__status_idx\` ON \`_cases_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_created_at_idx\` ON \`_cases_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_updated_at_idx\` ON \`_cases_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_latest_idx\` ON \`_cases_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	\`services_id\` integer,
  	\`products_id\` integer,
  	\`service_menu_id\` integer,
  	\`news_id\` integer,
  	\`cases_id\` integer,
  	\`faculty_introductions_id\` integer,
  	\`academic_resources_id\` integer,
  	\`search_synonyms_id\` integer,
  	\`contact_methods_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`newsletter_issues_id\` integer,
  	\`newsletter_deliveries_id\` integer,
  	\`enquiries_id\` integer,
  	\`projects_id\` integer,
  	\`project_quotes_id\` integer,
  	\`project_messages_id\` integer,
  	\`invoice_requests_id\` integer,
  	\`project_files_id\` integer,
  	\`file_downloads_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`service_pages_id\` integer,
  	\`job_postings_id\` integer,
  	\`team_members_id\` integer,
  	\`analytics_events_id\` integer,
  	\`analytics_daily_id\` integer,
  	\`search_pushes_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_menu_id\`) REFERENCES \`service_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculty_introductions_id\`) REFERENCES \`faculty_introductions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academic_resources_id\`) REFERENCES \`academic_resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_methods_id\`) REFERENCES \`contact_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_issues_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_deliveries_id\`) REFERENCES \`newsletter_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_quotes_id\`) REFERENCES \`project_quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_messages_id\`) REFERENCES \`project_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoice_requests_id\`) REFERENCES \`invoice_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_files_id\`) REFERENCES \`project_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`file_downloads_id\`) REFERENCES \`file_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_pages_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_postings_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_events_id\`) REFERENCES \`analytics_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_daily_id\`) REFERENCES \`analytics_daily\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_pushes_id\`) REFERENCES \`search_pushes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "categories_id", "services_id", "products_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "search_synonyms_id", "contact_methods_id", "newsletter_subscriptions_id", "newsletter_issues_id", "newsletter_deliveries_id", "enquiries_id", "projects_id", "project_quotes_id", "project_messages_id", "invoice_requests_id", "project_files_id", "file_downloads_id", "media_id", "users_id", "mail_outbox_id", "service_pages_id", "job_postings_id", "team_members_id", "analytics_events_id", "analytics_daily_id", "search_pushes_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "categories_id", "services_id", "products_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "search_synonyms_id", "contact_methods_id", "newsletter_subscriptions_id", "newsletter_issues_id", "newsletter_deliveries_id", "enquiries_id", "projects_id", "project_quotes_id", "project_messages_id", "invoice_requests_id", "project_files_id", "file_downloads_id", "media_id", "users_id", "mail_outbox_id", "service_pages_id", "job_postings_id", "team_members_id", "analytics_events_id", "analytics_daily_id", "search_pushes_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_menu_id_idx\` ON \`payload_locked_documents_rels\` (\`service_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cases_id_idx\` ON \`payload_locked_documents_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculty_introductions_id_idx\` ON \`payload_locked_documents_rels\` (\`faculty_introductions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academic_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`academic_resources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_issues_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_issues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`project_quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`project_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoice_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`invoice_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_files_id_idx\` ON \`payload_locked_documents_rels\` (\`project_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_file_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`file_downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`service_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_daily_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_daily_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_pushes_id_idx\` ON \`payload_locked_documents_rels\` (\`search_pushes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`rating\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`served_clients\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_rating\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_served_clients\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`display_name\`;`)
}
