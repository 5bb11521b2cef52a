#!/usr/bin/env node
// `npm run restore -- <file.tar.gz> [--force]`: restores a backup (scripts/backup.mjs) into the
// configured DATA_DIR or DATABASE_URL. Stop the site first. Every checksum is verified before
// anything is changed; a target that holds data is refused unless --force (the old SQLite file and
// upload folder are then kept beside as *.before-restore-<time>). Afterwards the row counts are
// compared with the manifest and pending migrations are applied (a backup of an older version).
import path from 'node:path'
import { restoreBackup } from '../src/ops/backup.mjs'
import { opsConfig } from '../src/ops/config.mjs'
import { runSeed } from '../src/cms/seed/runner.mjs'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const force = args.includes('--force')
const files = args.filter((arg) => arg !== '--force')
if (files.length !== 1) {
  console.error('用法 / usage: npm run restore -- <备份文件.tar.gz> [--force]')
  process.exit(2)
}

const config = opsConfig(process.env, root)
let restored
try {
  restored = await restoreBackup(config, {
    file: path.resolve(process.cwd(), files[0]),
    force,
    say: (line) => console.log(line),
  })
} catch (error) {
  console.error(`恢复失败 / restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(/** @type {{ code?: string }} */ (error).code === 'TARGET_NOT_EMPTY' ? 3 : 1)
}

console.log('› 应用待执行的迁移 / applying pending migrations')
const migrated = runSeed(root, { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false' })
if (migrated.status !== 0) {
  console.error(`迁移失败 / migrations failed:\n${migrated.stdout ?? ''}\n${migrated.stderr ?? ''}`)
  process.exit(1)
}
const { manifest, keptAside, notes } = restored
console.log(
  `恢复完成 / restored: ${manifest.createdAt} 的备份（${manifest.app.name} ${manifest.app.version}），` +
    `${Object.keys(manifest.database.counts).length} 张表与清单一致 / row counts match the manifest`,
)
for (const aside of keptAside) console.log(`  原有数据已保留在 / previous data kept at: ${aside}`)
for (const note of notes) console.log(`  ${note}`)
process.exit(0)
