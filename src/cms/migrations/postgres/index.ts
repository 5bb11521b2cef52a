import * as migration_20261122_164547_initial from './20261122_164547_initial';
import * as migration_20261122_165348_company_pages from './20261122_165348_company_pages';
import * as migration_20261122_165808_accounts_outbox from './20261122_165808_accounts_outbox';
import * as migration_20261123_002703_service_page_templates from './20261123_002703_service_page_templates';
import * as migration_20261123_013644_upload_storage_prefix from './20261123_013644_upload_storage_prefix';
import * as migration_20261123_061714_admin_roles_media from './20261123_061714_admin_roles_media';
import * as migration_20261123_073409_rich_text_bodies from './20261123_073409_rich_text_bodies';
import * as migration_20261123_073909_drafts from './20261123_073909_drafts';
import * as migration_20261123_093942_seo_redirects from './20261123_093942_seo_redirects';
import * as migration_20261124_081500_site_search from './20261124_081500_site_search';
import * as migration_20261124_112317_enquiries from './20261124_112317_enquiries';
import * as migration_20261124_114357_newsletter from './20261124_114357_newsletter';
import * as migration_20261124_141731_search_synonyms from './20261124_141731_search_synonyms';
import * as migration_20261124_180000_search_near_words from './20261124_180000_search_near_words';
import * as migration_20261124_185308_product_sections from './20261124_185308_product_sections';
import * as migration_20261127_143909_redirect_keep_query from './20261127_143909_redirect_keep_query';
import * as migration_20261127_144401_users_pending_email from './20261127_144401_users_pending_email';
import * as migration_20261127_211218_one_catalogue from './20261127_211218_one_catalogue';
import * as migration_20261128_075709_client_projects from './20261128_075709_client_projects';
import * as migration_20261128_110107_file_room from './20261128_110107_file_room';
import * as migration_20261128_123332_file_room from './20261128_123332_file_room';
import * as migration_20261128_144515_reach_and_insight from './20261128_144515_reach_and_insight';
import * as migration_20261128_153743_reach_jobs from './20261128_153743_reach_jobs';
import * as migration_20261128_181133_trust_and_publishing from './20261128_181133_trust_and_publishing';
import * as migration_20261128_182133_acknowledgement_kind from './20261128_182133_acknowledgement_kind';
import * as migration_20261128_183340_message_attachments from './20261128_183340_message_attachments';
import * as migration_20261128_223413_enquiry_linked_at from './20261128_223413_enquiry_linked_at';

export const migrations = [
  {
    up: migration_20261122_164547_initial.up,
    down: migration_20261122_164547_initial.down,
    name: '20261122_164547_initial',
  },
  {
    up: migration_20261122_165348_company_pages.up,
    down: migration_20261122_165348_company_pages.down,
    name: '20261122_165348_company_pages',
  },
  {
    up: migration_20261122_165808_accounts_outbox.up,
    down: migration_20261122_165808_accounts_outbox.down,
    name: '20261122_165808_accounts_outbox',
  },
  {
    up: migration_20261123_002703_service_page_templates.up,
    down: migration_20261123_002703_service_page_templates.down,
    name: '20261123_002703_service_page_templates',
  },
  {
    up: migration_20261123_013644_upload_storage_prefix.up,
    down: migration_20261123_013644_upload_storage_prefix.down,
    name: '20261123_013644_upload_storage_prefix',
  },
  {
    up: migration_20261123_061714_admin_roles_media.up,
    down: migration_20261123_061714_admin_roles_media.down,
    name: '20261123_061714_admin_roles_media',
  },
  {
    up: migration_20261123_073409_rich_text_bodies.up,
    down: migration_20261123_073409_rich_text_bodies.down,
    name: '20261123_073409_rich_text_bodies',
  },
  {
    up: migration_20261123_073909_drafts.up,
    down: migration_20261123_073909_drafts.down,
    name: '20261123_073909_drafts',
  },
  {
    up: migration_20261123_093942_seo_redirects.up,
    down: migration_20261123_093942_seo_redirects.down,
    name: '20261123_093942_seo_redirects',
  },
  {
    up: migration_20261124_081500_site_search.up,
    down: migration_20261124_081500_site_search.down,
    name: '20261124_081500_site_search',
  },
  {
    up: migration_20261124_112317_enquiries.up,
    down: migration_20261124_112317_enquiries.down,
    name: '20261124_112317_enquiries',
  },
  {
    up: migration_20261124_114357_newsletter.up,
    down: migration_20261124_114357_newsletter.down,
    name: '20261124_114357_newsletter',
  },
  {
    up: migration_20261124_141731_search_synonyms.up,
    down: migration_20261124_141731_search_synonyms.down,
    name: '20261124_141731_search_synonyms',
  },
  {
    up: migration_20261124_180000_search_near_words.up,
    down: migration_20261124_180000_search_near_words.down,
    name: '20261124_180000_search_near_words',
  },
  {
    up: migration_20261124_185308_product_sections.up,
    down: migration_20261124_185308_product_sections.down,
    name: '20261124_185308_product_sections',
  },
  {
    up: migration_20261127_143909_redirect_keep_query.up,
    down: migration_20261127_143909_redirect_keep_query.down,
    name: '20261127_143909_redirect_keep_query',
  },
  {
    up: migration_20261127_144401_users_pending_email.up,
    down: migration_20261127_144401_users_pending_email.down,
    name: '20261127_144401_users_pending_email',
  },
  {
    up: migration_20261127_211218_one_catalogue.up,
    down: migration_20261127_211218_one_catalogue.down,
    name: '20261127_211218_one_catalogue',
  },
  {
    up: migration_20261128_075709_client_projects.up,
    down: migration_20261128_075709_client_projects.down,
    name: '20261128_075709_client_projects',
  },
  {
    up: migration_20261128_110107_file_room.up,
    down: migration_20261128_110107_file_room.down,
    name: '20261128_110107_file_room',
  },
  {
    up: migration_20261128_123332_file_room.up,
    down: migration_20261128_123332_file_room.down,
    name: '20261128_123332_file_room',
  },
  {
    up: migration_20261128_144515_reach_and_insight.up,
    down: migration_20261128_144515_reach_and_insight.down,
    name: '20261128_144515_reach_and_insight',
  },
  {
    up: migration_20261128_153743_reach_jobs.up,
    down: migration_20261128_153743_reach_jobs.down,
    name: '20261128_153743_reach_jobs',
  },
  {
    up: migration_20261128_181133_trust_and_publishing.up,
    down: migration_20261128_181133_trust_and_publishing.down,
    name: '20261128_181133_trust_and_publishing',
  },
  {
    up: migration_20261128_182133_acknowledgement_kind.up,
    down: migration_20261128_182133_acknowledgement_kind.down,
    name: '20261128_182133_acknowledgement_kind',
  },
  {
    up: migration_20261128_183340_message_attachments.up,
    down: migration_20261128_183340_message_attachments.down,
    name: '20261128_183340_message_attachments',
  },
  {
    up: migration_20261128_223413_enquiry_linked_at.up,
    down: migration_20261128_223413_enquiry_linked_at.down,
    name: '20261128_223413_enquiry_linked_at'
  },
];
