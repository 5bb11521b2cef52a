import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type Migration, type SanitizedConfig } from 'payload'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { zh } from '@payloadcms/translations/languages/zh'
import sharp from 'sharp'
import { env } from './lib/env'
import { mailAdapter } from './lib/mail'
import { collections } from './cms/collections'
import { globals } from './cms/globals'
import { uploadStorage } from './cms/storage'
import { withHardenedTransactions } from './cms/db-transactions'
import { restrictSystemCollections } from './cms/system-collections'
import { guardUploadFileFields } from './cms/media/file-fields'
import { chineseDates } from './cms/admin/shell/dates'
import { adminChinese } from './cms/admin/shell/wording'
import { schedulePublishButton } from './cms/admin/publish/plugin'
import { noApiTab } from './cms/admin/shell/no-api-tab'
import { DEFAULT_TIMEZONE, TIMEZONE_OPTIONS } from './cms/admin/publish/zone-time'
import { jobsConfig } from './cms/jobs'
import { resumeNewsletterSending } from './cms/newsletter/sending'
import { redirects, redirectsTranslations, seo, seoTranslations } from './cms/seo-plugins'
import { migrations as sqliteMigrations } from './cms/migrations/sqlite'
import { migrations as postgresMigrations } from './cms/migrations/postgres'
import { ensureSearchIndex, ensureSearchSchema } from './cms/search/index-store'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// `next dev` pushes schema changes straight into its own database file; every other mode
// (production, tests, scripts) only ever applies the committed migrations.
const isDevServer = process.env.NODE_ENV === 'development'
const migrationDirOverride = process.env.PAYLOAD_MIGRATION_DIR

function database() {
  if (env.databaseUrl) {
    // A failed COMMIT fails the operation, and a restart of PostgreSQL is no uncaught exception.
    return withHardenedTransactions(
      postgresAdapter({
        pool: { connectionString: env.databaseUrl },
        migrationDir: migrationDirOverride ?? path.join(dirname, 'cms/migrations/postgres'),
        prodMigrations: postgresMigrations,
        push: isDevServer,
      }),
    )
  }
  const sqliteFile = isDevServer ? env.sqliteFile.replace(/\.db$/, '.dev.db') : env.sqliteFile
  fs.mkdirSync(path.dirname(sqliteFile), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${sqliteFile}` },
    migrationDir: migrationDirOverride ?? path.join(dirname, 'cms/migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push: isDevServer,
    wal: true,
    busyTimeout: 5000,
  })
}

/**
 * Payload adds its own collections (locks, preferences, migrations, jobs) and the file fields of
 * upload collections while it builds the configuration, after every plugin has run. Our rules for
 * them (system-collections.ts, media/file-fields.ts) go onto the built configuration here, not in
 * `onInit`: each copy of this module (the admin's included, which Next may evaluate apart from the
 * one Payload was started with) builds its own configuration, and `onInit` reaches only one.
 */
function withRulesForPayloadsOwnParts(config: SanitizedConfig): SanitizedConfig {
  restrictSystemCollections(config)
  guardUploadFileFields(config)
  return config
}

export default buildConfig({
  secret: env.payloadSecret,
  db: database(),
  collections,
  globals,
  sharp,
  email: mailAdapter,
  plugins: [uploadStorage(), chineseDates, seo, redirects, schedulePublishButton, noApiTab],
  jobs: jobsConfig(),
  graphQL: { disable: true },
  telemetry: false,
  routes: { admin: '/admin', api: '/cms-api' },
  // A staff cookie counts only on requests from the site's own pages (Origin, else Sec-Fetch-Site).
  csrf: env.trustedOrigins,
  i18n: {
    supportedLanguages: { zh },
    fallbackLanguage: 'zh',
    translations: {
      zh: {
        ...adminChinese(),
        ...redirectsTranslations,
        ...seoTranslations,
      },
    },
  },
  admin: {
    user: 'users',
    // The company works in Beijing time: the one zone the schedule picker offers (never empty, never
    // Payload's English list of zones).
    timezones: { supportedTimezones: TIMEZONE_OPTIONS, defaultTimezone: DEFAULT_TIMEZONE },
    // Nothing in the admin comes from another origin: no gravatar, no remote fonts or images.
    avatar: { Component: '/cms/admin/shell/Avatar#Avatar' },
    meta: {
      titleSuffix: ' · 科研学术服务平台 管理后台',
      description: '科研学术服务平台内容管理后台：新闻、案例、服务、商品与站点设置。',
      icons: [
        { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
        { rel: 'apple-touch-icon', type: 'image/png', url: '/apple-icon.png' },
      ],
      openGraph: { siteName: '科研学术服务平台 管理后台', title: '科研学术服务平台 管理后台' },
      robots: 'noindex, nofollow',
      defaultOGImageType: 'off',
    },
    components: {
      graphics: { Logo: '/cms/admin/shell/Logo#Logo', Icon: '/cms/admin/shell/Icon#Icon' },
      beforeLogin: ['/cms/admin/shell/BeforeLogin#BeforeLogin'],
      beforeDashboard: ['/cms/admin/StaffDashboard#StaffDashboard'],
      afterNavLinks: ['/cms/admin/AnalyticsNavLink#AnalyticsNavLink'],
      // Chinese for the few words Payload's UI writes in English with no translation key.
      providers: ['/cms/admin/shell/AdminWording#AdminWording'],
      views: {
        analytics: { Component: '/cms/admin/AnalyticsDashboard#AnalyticsDashboard', path: '/analytics' },
      },
    },
    importMap: { baseDir: dirname },
  },
  upload: {
    limits: { fileSize: 200 * 1024 * 1024 },
    useTempFiles: true,
    tempFileDir: path.join(env.dataDir, 'tmp-uploads'),
  },
  // PAYLOAD_TYPES_OUTPUT lets a test regenerate the types elsewhere and compare them.
  typescript: { outputFile: process.env.PAYLOAD_TYPES_OUTPUT ?? path.join(dirname, 'payload-types.ts') },
  async onInit(payload) {
    // Tests and scripts run with NODE_ENV other than production: apply migrations explicitly.
    if (!isDevServer && process.env.NODE_ENV !== 'production' && process.env.PAYLOAD_MIGRATING !== 'true') {
      await payload.db.migrate({
        migrations: (env.databaseUrl ? postgresMigrations : sqliteMigrations) as unknown as Migration[],
      })
    }
    // Site search: a new (or pre-search) database gets its index at start. The development server's
    // pushed schema has no migrations, so it creates the index's tables itself.
    if (process.env.PAYLOAD_MIGRATING !== 'true') {
      try {
        if (isDevServer) await ensureSearchSchema(payload)
        await ensureSearchIndex(payload)
      } catch (error) {
        payload.logger.warn({ err: error }, '[search] the index could not be checked at start')
      }
      try {
        await resumeNewsletterSending(payload)
      } catch (error) {
        payload.logger.warn({ err: error }, '[newsletter] unfinished sending could not be resumed at start')
      }
    }
  },
}).then(withRulesForPayloadsOwnParts)
