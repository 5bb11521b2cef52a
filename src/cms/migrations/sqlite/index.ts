import * as migration_20261122_164543_initial from './20261122_164543_initial';
import * as migration_20261122_165343_company_pages from './20261122_165343_company_pages';
import * as migration_20261122_165800_accounts_outbox from './20261122_165800_accounts_outbox';
import * as migration_20261123_002653_service_page_templates from './20261123_002653_service_page_templates';
import * as migration_20261123_013637_upload_storage_prefix from './20261123_013637_upload_storage_prefix';
import * as migration_20261123_061706_admin_roles_media from './20261123_061706_admin_roles_media';
import * as migration_20261123_073358_rich_text_bodies from './20261123_073358_rich_text_bodies';
import * as migration_20261123_073902_drafts from './20261123_073902_drafts';
import * as migration_20261123_094007_seo_redirects from './20261123_094007_seo_redirects';
import * as migration_20261124_081500_site_search from './20261124_081500_site_search';
import * as migration_20261124_112259_enquiries from './20261124_112259_enquiries';
import * as migration_20261124_114351_newsletter from './20261124_114351_newsletter';
import * as migration_20261124_141719_search_synonyms from './20261124_141719_search_synonyms';
import * as migration_20261124_185302_product_sections from './20261124_185302_product_sections';
import * as migration_20261127_143904_redirect_keep_query from './20261127_143904_redirect_keep_query';
import * as migration_20261127_144353_users_pending_email from './20261127_144353_users_pending_email';
import * as migration_20261127_211144_one_catalogue from './20261127_211144_one_catalogue';
import * as migration_20261128_075655_client_projects from './20261128_075655_client_projects';
import * as migration_20261128_123308_file_room from './20261128_123308_file_room';
import * as migration_20261128_144503_reach_and_insight from './20261128_144503_reach_and_insight';
import * as migration_20261128_181125_trust_and_publishing from './20261128_181125_trust_and_publishing';
import * as migration_20261128_183333_message_attachments from './20261128_183333_message_attachments';
import * as migration_20261128_223403_enquiry_linked_at from './20261128_223403_enquiry_linked_at';

export const migrations = [
  {
    up: migration_20261122_164543_initial.up,
    down: migration_20261122_164543_initial.down,
    name: '20261122_164543_initial',
  },
  {
    up: migration_20261122_165343_company_pages.up,
    down: migration_20261122_165343_company_pages.down,
    name: '20261122_165343_company_pages',
  },
  {
    up: migration_20261122_165800_accounts_outbox.up,
    down: migration_20261122_165800_accounts_outbox.down,
    name: '20261122_165800_accounts_outbox',
  },
  {
    up: migration_20261123_002653_service_page_templates.up,
    down: migration_20261123_002653_service_page_templates.down,
    name: '20261123_002653_service_page_templates',
  },
  {
    up: migration_20261123_013637_upload_storage_prefix.up,
    down: migration_20261123_013637_upload_storage_prefix.down,
    name: '20261123_013637_upload_storage_prefix',
  },
  {
    up: migration_20261123_061706_admin_roles_media.up,
    down: migration_20261123_061706_admin_roles_media.down,
    name: '20261123_061706_admin_roles_media',
  },
  {
    up: migration_20261123_073358_rich_text_bodies.up,
    down: migration_20261123_073358_rich_text_bodies.down,
    name: '20261123_073358_rich_text_bodies',
  },
  {
    up: migration_20261123_073902_drafts.up,
    down: migration_20261123_073902_drafts.down,
    name: '20261123_073902_drafts',
  },
  {
    up: migration_20261123_094007_seo_redirects.up,
    down: migration_20261123_094007_seo_redirects.down,
    name: '20261123_094007_seo_redirects',
  },
  {
    up: migration_20261124_081500_site_search.up,
    down: migration_20261124_081500_site_search.down,
    name: '20261124_081500_site_search',
  },
  {
    up: migration_20261124_112259_enquiries.up,
    down: migration_20261124_112259_enquiries.down,
    name: '20261124_112259_enquiries',
  },
  {
    up: migration_20261124_114351_newsletter.up,
    down: migration_20261124_114351_newsletter.down,
    name: '20261124_114351_newsletter',
  },
  {
    up: migration_20261124_141719_search_synonyms.up,
    down: migration_20261124_141719_search_synonyms.down,
    name: '20261124_141719_search_synonyms',
  },
  {
    up: migration_20261124_185302_product_sections.up,
    down: migration_20261124_185302_product_sections.down,
    name: '20261124_185302_product_sections',
  },
  {
    up: migration_20261127_143904_redirect_keep_query.up,
    down: migration_20261127_143904_redirect_keep_query.down,
    name: '20261127_143904_redirect_keep_query',
  },
  {
    up: migration_20261127_144353_users_pending_email.up,
    down: migration_20261127_144353_users_pending_email.down,
    name: '20261127_144353_users_pending_email',
  },
  {
    up: migration_20261127_211144_one_catalogue.up,
    down: migration_20261127_211144_one_catalogue.down,
    name: '20261127_211144_one_catalogue',
  },
  {
    up: migration_20261128_075655_client_projects.up,
    down: migration_20261128_075655_client_projects.down,
    name: '20261128_075655_client_projects',
  },
  {
    up: migration_20261128_123308_file_room.up,
    down: migration_20261128_123308_file_room.down,
    name: '20261128_123308_file_room',
  },
  {
    up: migration_20261128_144503_reach_and_insight.up,
    down: migration_20261128_144503_reach_and_insight.down,
    name: '20261128_144503_reach_and_insight',
  },
  {
    up: migration_20261128_181125_trust_and_publishing.up,
    down: migration_20261128_181125_trust_and_publishing.down,
    name: '20261128_181125_trust_and_publishing',
  },
  {
    up: migration_20261128_183333_message_attachments.up,
    down: migration_20261128_183333_message_attachments.down,
    name: '20261128_183333_message_attachments',
  },
  {
    up: migration_20261128_223403_enquiry_linked_at.up,
    down: migration_20261128_223403_enquiry_linked_at.down,
    name: '20261128_223403_enquiry_linked_at'
  },
];
