import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`file_downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`project_id\` integer NOT NULL,
  	\`version\` numeric,
  	\`account_id\` integer NOT NULL,
  	\`ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`project_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`file_downloads_file_idx\` ON \`file_downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`file_downloads_project_idx\` ON \`file_downloads\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`file_downloads_account_idx\` ON \`file_downloads\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`file_downloads_updated_at_idx\` ON \`file_downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`file_downloads_created_at_idx\` ON \`file_downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`nda_version\` numeric;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`nda_accepted_at\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`nda_accepted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`nda_ip\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`files_kept_until\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`files_warned_at\` text;`)
  await db.run(sql`CREATE INDEX \`projects_nda_nda_accepted_by_idx\` ON \`projects\` (\`nda_accepted_by_id\`);`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`side\` text;`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`version\` numeric;`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`size\` numeric;`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`sha256\` text;`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`uploaded_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`note\` text;`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`status\` text DEFAULT 'ready';`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`scan\` text;`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`deleted_at\` text;`)
  await db.run(sql`ALTER TABLE \`project_files\` ADD \`storage_key\` text;`)
  await db.run(sql`CREATE INDEX \`project_files_name_idx\` ON \`project_files\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`project_files_uploaded_by_idx\` ON \`project_files\` (\`uploaded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`project_files_status_idx\` ON \`project_files\` (\`status\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`file_downloads_id\` integer REFERENCES file_downloads(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_file_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`file_downloads_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`nda_text\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`nda_version\` numeric DEFAULT 1;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`file_downloads\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`title\` text NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`enquiry_id\` integer,
  	\`service\` text,
  	\`stage\` text DEFAULT 'quoting' NOT NULL,
  	\`due_date\` text,
  	\`accepted_quote_id\` integer,
  	\`accepted_total\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`enquiry_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`accepted_quote_id\`) REFERENCES \`project_quotes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "number", "title", "client_id", "enquiry_id", "service", "stage", "due_date", "accepted_quote_id", "accepted_total", "updated_at", "created_at") SELECT "id", "number", "title", "client_id", "enquiry_id", "service", "stage", "due_date", "accepted_quote_id", "accepted_total", "updated_at", "created_at" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_number_idx\` ON \`projects\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`projects_client_idx\` ON \`projects\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_enquiry_idx\` ON \`projects\` (\`enquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_stage_idx\` ON \`projects\` (\`stage\`);`)
  await db.run(sql`CREATE INDEX \`projects_due_date_idx\` ON \`projects\` (\`due_date\`);`)
  await db.run(sql`CREATE INDEX \`projects_accepted_quote_idx\` ON \`projects\` (\`accepted_quote_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_project_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer,
  	\`prefix\` text DEFAULT 'project-files',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_project_files\`("id", "project_id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "project_id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`project_files\`;`)
  await db.run(sql`DROP TABLE \`project_files\`;`)
  await db.run(sql`ALTER TABLE \`__new_project_files\` RENAME TO \`project_files\`;`)
  await db.run(sql`CREATE INDEX \`project_files_project_idx\` ON \`project_files\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`project_files_updated_at_idx\` ON \`project_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`project_files_created_at_idx\` ON \`project_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_files_filename_idx\` ON \`project_files\` (\`filename\`);`)
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_pages_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_postings_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "categories_id", "services_id", "products_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "search_synonyms_id", "contact_methods_id", "newsletter_subscriptions_id", "newsletter_issues_id", "newsletter_deliveries_id", "enquiries_id", "projects_id", "project_quotes_id", "project_messages_id", "invoice_requests_id", "project_files_id", "media_id", "users_id", "mail_outbox_id", "service_pages_id", "job_postings_id", "team_members_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "categories_id", "services_id", "products_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "search_synonyms_id", "contact_methods_id", "newsletter_subscriptions_id", "newsletter_issues_id", "newsletter_deliveries_id", "enquiries_id", "projects_id", "project_quotes_id", "project_messages_id", "invoice_requests_id", "project_files_id", "media_id", "users_id", "mail_outbox_id", "service_pages_id", "job_postings_id", "team_members_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`service_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`nda_text\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`nda_version\`;`)
}
