import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type Migration } from 'payload'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { zh } from '@payloadcms/translations/languages/zh'
import sharp from 'sharp'
import { env } from './lib/env'
import { mailAdapter } from './lib/mail'
import { collections } from './cms/collections'
import { globals } from './cms/globals'
import { uploadStorage } from './cms/storage'
import { jobsConfig } from './cms/jobs'
import { migrations as sqliteMigrations } from './cms/migrations/sqlite'
import { migrations as postgresMigrations } from './cms/migrations/postgres'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// `next dev` pushes schema changes straight into its own database file; every other mode
// (production, tests, scripts) only ever applies the committed migrations.
const isDevServer = process.env.NODE_ENV === 'development'
const migrationDirOverride = process.env.PAYLOAD_MIGRATION_DIR

function database() {
  if (env.databaseUrl) {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      migrationDir: migrationDirOverride ?? path.join(dirname, 'cms/migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: isDevServer,
    })
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

export default buildConfig({
  secret: env.payloadSecret,
  db: database(),
  collections,
  globals,
  sharp,
  email: mailAdapter,
  plugins: [uploadStorage()],
  jobs: jobsConfig(),
  graphQL: { disable: true },
  telemetry: false,
  routes: { admin: '/admin', api: '/cms-api' },
  i18n: { supportedLanguages: { zh }, fallbackLanguage: 'zh' },
  admin: {
    user: 'users',
    meta: { titleSuffix: ' · 科研学术服务平台 管理后台' },
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
  },
})
