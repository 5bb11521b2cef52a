import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`analytics_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`campaign\` text,
  	\`device\` text NOT NULL,
  	\`visitor\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`analytics_events_day_idx\` ON \`analytics_events\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`analytics_events_updated_at_idx\` ON \`analytics_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`analytics_events_created_at_idx\` ON \`analytics_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`analytics_daily\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`campaign\` text,
  	\`device\` text NOT NULL,
  	\`views\` numeric NOT NULL,
  	\`visitors\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`analytics_daily_day_idx\` ON \`analytics_daily\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`analytics_daily_updated_at_idx\` ON \`analytics_daily\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`analytics_daily_created_at_idx\` ON \`analytics_daily\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_pushes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`engine\` text NOT NULL,
  	\`reason\` text,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`response\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_pushes_status_idx\` ON \`search_pushes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_updated_at_idx\` ON \`search_pushes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_created_at_idx\` ON \`search_pushes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`traffic_source\` text;`)
  await db.run(sql`CREATE INDEX \`enquiries_traffic_source_idx\` ON \`enquiries\` (\`traffic_source\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`analytics_events_id\` integer REFERENCES analytics_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`analytics_daily_id\` integer REFERENCES analytics_daily(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_pushes_id\` integer REFERENCES search_pushes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_daily_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_daily_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_pushes_id_idx\` ON \`payload_locked_documents_rels\` (\`search_pushes_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`wecom_webhook_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dingtalk_webhook_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`dingtalk_secret\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`baidu_push_site\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`baidu_push_token\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`indexnow_key\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`analytics_events\`;`)
  await db.run(sql`DROP TABLE \`analytics_daily\`;`)
  await db.run(sql`DROP TABLE \`search_pushes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "categories_id", "services_id", "products_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "search_synonyms_id", "contact_methods_id", "newsletter_subscriptions_id", "newsletter_issues_id", "newsletter_deliveries_id", "enquiries_id", "projects_id", "project_quotes_id", "project_messages_id", "invoice_requests_id", "project_files_id", "file_downloads_id", "media_id", "users_id", "mail_outbox_id", "service_pages_id", "job_postings_id", "team_members_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "categories_id", "services_id", "products_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "search_synonyms_id", "contact_methods_id", "newsletter_subscriptions_id", "newsletter_issues_id", "newsletter_deliveries_id", "enquiries_id", "projects_id", "project_quotes_id", "project_messages_id", "invoice_requests_id", "project_files_id", "file_downloads_id", "media_id", "users_id", "mail_outbox_id", "service_pages_id", "job_postings_id", "team_members_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`enquiries_traffic_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`traffic_source\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`wecom_webhook_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dingtalk_webhook_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`dingtalk_secret\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`baidu_push_site\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`baidu_push_token\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`indexnow_key\`;`)
}
