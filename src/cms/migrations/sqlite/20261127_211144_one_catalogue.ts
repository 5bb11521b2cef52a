import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { readLegacyCatalogue, writeOfferings } from '@/cms/catalogue/migrate-offerings'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-added (data, see src/cms/catalogue/migrate-offerings.ts): read what held a price before the
  // generated SQL drops it, and write it as offerings afterwards.
  const legacy = await readLegacyCatalogue({ db, payload })
  await db.run(sql`CREATE TABLE \`products_addons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_addons_order_idx\` ON \`products_addons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_addons_parent_id_idx\` ON \`products_addons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_terms_order_idx\` ON \`products_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_terms_parent_id_idx\` ON \`products_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_addons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_addons_order_idx\` ON \`_products_v_version_addons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_addons_parent_id_idx\` ON \`_products_v_version_addons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_terms_order_idx\` ON \`_products_v_version_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_terms_parent_id_idx\` ON \`_products_v_version_terms\` (\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`core_projects\`;`)
  await db.run(sql`DROP TABLE \`service_tiers\`;`)
  await db.run(sql`DROP TABLE \`service_tiers_texts\`;`)
  await db.run(sql`DROP TABLE \`service_pages_packages\`;`)
  await db.run(sql`DROP TABLE \`service_pages_extras\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_packages\`;`)
  await db.run(sql`DROP TABLE \`_service_pages_v_version_extras\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "news_id", "cases_id", "products_id", "categories_id", "service_pages_id") SELECT "id", "order", "parent_id", "path", "news_id", "cases_id", "products_id", "categories_id", "service_pages_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_news_id_idx\` ON \`redirects_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_cases_id_idx\` ON \`redirects_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_products_id_idx\` ON \`redirects_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_categories_id_idx\` ON \`redirects_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_service_pages_id_idx\` ON \`redirects_rels\` (\`service_pages_id\`);`)
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
  await db.run(sql`ALTER TABLE \`products\` ADD \`kind\` text DEFAULT 'product';`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`price_note\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`delivery_time\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`delivery_unit\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`group\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`data_requirement\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`research_type\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`lessons\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`highlighted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`button_text\` text;`)
  await db.run(sql`CREATE INDEX \`products_kind_idx\` ON \`products\` (\`kind\`);`)
  await db.run(sql`ALTER TABLE \`products_rels\` ADD \`service_pages_id\` integer REFERENCES service_pages(id);`)
  await db.run(sql`ALTER TABLE \`products_rels\` ADD \`services_id\` integer REFERENCES services(id);`)
  await db.run(sql`CREATE INDEX \`products_rels_service_pages_id_idx\` ON \`products_rels\` (\`service_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_services_id_idx\` ON \`products_rels\` (\`services_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_kind\` text DEFAULT 'product';`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_price_note\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_delivery_time\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_delivery_unit\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_group\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_data_requirement\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_research_type\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_lessons\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_highlighted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_notes\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_button_text\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_kind_idx\` ON \`_products_v\` (\`version_kind\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_rels\` ADD \`service_pages_id\` integer REFERENCES service_pages(id);`)
  await db.run(sql`ALTER TABLE \`_products_v_rels\` ADD \`services_id\` integer REFERENCES services(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_service_pages_id_idx\` ON \`_products_v_rels\` (\`service_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_services_id_idx\` ON \`_products_v_rels\` (\`services_id\`);`)
  await db.run(sql`ALTER TABLE \`service_pages\` DROP COLUMN \`price\`;`)
  await db.run(sql`ALTER TABLE \`service_pages\` DROP COLUMN \`price_min\`;`)
  await db.run(sql`ALTER TABLE \`service_pages\` DROP COLUMN \`price_max\`;`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` DROP COLUMN \`version_price\`;`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` DROP COLUMN \`version_price_min\`;`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` DROP COLUMN \`version_price_max\`;`)
  await writeOfferings({ db, payload }, legacy)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`core_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`price\` numeric,
  	\`description\` text,
  	\`service_content\` text,
  	\`button_text\` text DEFAULT '立即购买',
  	\`notes\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`core_projects_is_active_idx\` ON \`core_projects\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`core_projects_updated_at_idx\` ON \`core_projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`core_projects_created_at_idx\` ON \`core_projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`service_tiers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page\` text NOT NULL,
  	\`category\` text,
  	\`name\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`price_is_starting\` integer DEFAULT false,
  	\`description\` text,
  	\`notes\` text,
  	\`type\` text,
  	\`data_requirement\` text,
  	\`addon_name\` text,
  	\`addon_price\` numeric,
  	\`sort_order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`service_tiers_page_idx\` ON \`service_tiers\` (\`page\`);`)
  await db.run(sql`CREATE INDEX \`service_tiers_is_active_idx\` ON \`service_tiers\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`service_tiers_updated_at_idx\` ON \`service_tiers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_tiers_created_at_idx\` ON \`service_tiers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`service_tiers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`service_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_tiers_texts_order_parent\` ON \`service_tiers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_packages\` (
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
  await db.run(sql`CREATE INDEX \`service_pages_packages_order_idx\` ON \`service_pages_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_packages_parent_id_idx\` ON \`service_pages_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_pages_extras\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` numeric,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_pages_extras_order_idx\` ON \`service_pages_extras\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_pages_extras_parent_id_idx\` ON \`service_pages_extras\` (\`_parent_id\`);`)
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
  await db.run(sql`DROP TABLE \`products_addons\`;`)
  await db.run(sql`DROP TABLE \`products_terms\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_addons\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_terms\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_rels\`("id", "order", "parent_id", "path", "media_id") SELECT "id", "order", "parent_id", "path", "media_id" FROM \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_rels\` RENAME TO \`products_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v_rels\`("id", "order", "parent_id", "path", "media_id") SELECT "id", "order", "parent_id", "path", "media_id" FROM \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v_rels\` RENAME TO \`_products_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "news_id", "cases_id", "products_id", "categories_id", "service_pages_id") SELECT "id", "order", "parent_id", "path", "news_id", "cases_id", "products_id", "categories_id", "service_pages_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_news_id_idx\` ON \`redirects_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_cases_id_idx\` ON \`redirects_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_products_id_idx\` ON \`redirects_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_categories_id_idx\` ON \`redirects_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_service_pages_id_idx\` ON \`redirects_rels\` (\`service_pages_id\`);`)
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
  	\`search_synonyms_id\` integer,
  	\`contact_methods_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`newsletter_issues_id\` integer,
  	\`newsletter_deliveries_id\` integer,
  	\`enquiries_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`service_tiers_id\` integer,
  	\`service_pages_id\` integer,
  	\`job_postings_id\` integer,
  	\`team_members_id\` integer,
  	\`redirects_id\` integer,
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
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_methods_id\`) REFERENCES \`contact_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_issues_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_deliveries_id\`) REFERENCES \`newsletter_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_tiers_id\`) REFERENCES \`service_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_pages_id\`) REFERENCES \`service_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_postings_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "categories_id", "products_id", "services_id", "core_projects_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "search_synonyms_id", "contact_methods_id", "newsletter_subscriptions_id", "newsletter_issues_id", "newsletter_deliveries_id", "enquiries_id", "media_id", "users_id", "mail_outbox_id", "service_tiers_id", "service_pages_id", "job_postings_id", "team_members_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "categories_id", "products_id", "services_id", "core_projects_id", "service_menu_id", "news_id", "cases_id", "faculty_introductions_id", "academic_resources_id", "search_synonyms_id", "contact_methods_id", "newsletter_subscriptions_id", "newsletter_issues_id", "newsletter_deliveries_id", "enquiries_id", "media_id", "users_id", "mail_outbox_id", "service_tiers_id", "service_pages_id", "job_postings_id", "team_members_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_issues_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_issues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_tiers_id_idx\` ON \`payload_locked_documents_rels\` (\`service_tiers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`service_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`products_kind_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`price_note\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`delivery_time\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`delivery_unit\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`group\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`data_requirement\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`research_type\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`lessons\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`highlighted\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`button_text\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_kind_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_kind\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_price_note\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_delivery_time\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_delivery_unit\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_group\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_data_requirement\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_research_type\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_lessons\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_highlighted\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_notes\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_button_text\`;`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`price\` numeric;`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`price_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`service_pages\` ADD \`price_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` ADD \`version_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` ADD \`version_price_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` ADD \`version_price_max\` numeric;`)
}
