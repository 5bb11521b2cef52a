import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`projects_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`due_date\` text,
  	\`done_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_milestones_order_idx\` ON \`projects_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_milestones_parent_id_idx\` ON \`projects_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_stage_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`stage\` text,
  	\`at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_stage_log_order_idx\` ON \`projects_stage_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_stage_log_parent_id_idx\` ON \`projects_stage_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`projects_number_idx\` ON \`projects\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`projects_client_idx\` ON \`projects\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_enquiry_idx\` ON \`projects\` (\`enquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_stage_idx\` ON \`projects\` (\`stage\`);`)
  await db.run(sql`CREATE INDEX \`projects_due_date_idx\` ON \`projects\` (\`due_date\`);`)
  await db.run(sql`CREATE INDEX \`projects_accepted_quote_idx\` ON \`projects\` (\`accepted_quote_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`projects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_rels_order_idx\` ON \`projects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_parent_idx\` ON \`projects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_path_idx\` ON \`projects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_users_id_idx\` ON \`projects_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`project_quotes_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`offering_id\` integer,
  	\`name\` text,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`unit_price\` numeric,
  	\`discount\` numeric DEFAULT 0,
  	\`amount\` numeric,
  	\`note\` text,
  	FOREIGN KEY (\`offering_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`project_quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`project_quotes_items_order_idx\` ON \`project_quotes_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`project_quotes_items_parent_id_idx\` ON \`project_quotes_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`project_quotes_items_offering_idx\` ON \`project_quotes_items\` (\`offering_id\`);`)
  await db.run(sql`CREATE TABLE \`project_quotes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`project_id\` integer NOT NULL,
  	\`version\` numeric,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`total\` numeric,
  	\`valid_until\` text,
  	\`terms\` text,
  	\`sent_at\` text,
  	\`accepted_at\` text,
  	\`accepted_by_id\` integer,
  	\`accepted_ip\` text,
  	\`company_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`accepted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`project_quotes_project_idx\` ON \`project_quotes\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`project_quotes_version_idx\` ON \`project_quotes\` (\`version\`);`)
  await db.run(sql`CREATE INDEX \`project_quotes_status_idx\` ON \`project_quotes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`project_quotes_accepted_by_idx\` ON \`project_quotes\` (\`accepted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`project_quotes_updated_at_idx\` ON \`project_quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`project_quotes_created_at_idx\` ON \`project_quotes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`project_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`body\` text NOT NULL,
  	\`excerpt\` text,
  	\`author_id\` integer,
  	\`from_staff\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`project_messages_project_idx\` ON \`project_messages\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`project_messages_author_idx\` ON \`project_messages\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`project_messages_updated_at_idx\` ON \`project_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`project_messages_created_at_idx\` ON \`project_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`invoice_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`tax_id\` text,
  	\`type\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`email\` text NOT NULL,
  	\`address\` text,
  	\`requested_by_id\` integer,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`invoice_number\` text,
  	\`invoice_file_id\` integer,
  	\`staff_note\` text,
  	\`issued_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`requested_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invoice_file_id\`) REFERENCES \`project_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`invoice_requests_project_idx\` ON \`invoice_requests\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`invoice_requests_requested_by_idx\` ON \`invoice_requests\` (\`requested_by_id\`);`)
  await db.run(sql`CREATE INDEX \`invoice_requests_status_idx\` ON \`invoice_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`invoice_requests_invoice_file_idx\` ON \`invoice_requests\` (\`invoice_file_id\`);`)
  await db.run(sql`CREATE INDEX \`invoice_requests_updated_at_idx\` ON \`invoice_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoice_requests_created_at_idx\` ON \`invoice_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`project_files\` (
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
  await db.run(sql`CREATE INDEX \`project_files_project_idx\` ON \`project_files\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`project_files_updated_at_idx\` ON \`project_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`project_files_created_at_idx\` ON \`project_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_files_filename_idx\` ON \`project_files\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`projects_id\` integer REFERENCES projects(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`project_quotes_id\` integer REFERENCES project_quotes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`project_messages_id\` integer REFERENCES project_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`invoice_requests_id\` integer REFERENCES invoice_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`project_files_id\` integer REFERENCES project_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`project_quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`project_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoice_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`invoice_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_files_id_idx\` ON \`payload_locked_documents_rels\` (\`project_files_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`projects_milestones\`;`)
  await db.run(sql`DROP TABLE \`projects_stage_log\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects_rels\`;`)
  await db.run(sql`DROP TABLE \`project_quotes_items\`;`)
  await db.run(sql`DROP TABLE \`project_quotes\`;`)
  await db.run(sql`DROP TABLE \`project_messages\`;`)
  await db.run(sql`DROP TABLE \`invoice_requests\`;`)
  await db.run(sql`DROP TABLE \`project_files\`;`)
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_pages_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_postings_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "categories_id", "services_id", "products_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "search_synonyms_id", "contact_methods_id", "newsletter_subscriptions_id", "newsletter_issues_id", "newsletter_deliveries_id", "enquiries_id", "media_id", "users_id", "mail_outbox_id", "service_pages_id", "job_postings_id", "team_members_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "categories_id", "services_id", "products_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "search_synonyms_id", "contact_methods_id", "newsletter_subscriptions_id", "newsletter_issues_id", "newsletter_deliveries_id", "enquiries_id", "media_id", "users_id", "mail_outbox_id", "service_pages_id", "job_postings_id", "team_members_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`service_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_name\`;`)
}
