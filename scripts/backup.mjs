#!/usr/bin/env node
// `npm run backup -- <file.tar.gz | folder> [--keep N]`: one archive with a consistent snapshot of
// the database (SQLite `VACUUM INTO`, PostgreSQL `pg_dump -Fc`), the uploads (local files; for a
// bucket, its listing and versioning state), the generated secret, the outbox and a manifest.
// Safe while the site serves. With a folder, the archive is named keyan-backup-<UTC time>.tar.gz
// and `--keep N` deletes all but the newest N there (for cron: docs/operations.md).
import path from 'node:path'
import { createBackup } from '../src/ops/backup.mjs'
import { opsConfig } from '../src/ops/config.mjs'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const keepAt = args.indexOf('--keep')
let keep
if (keepAt > -1) {
  keep = Number(args[keepAt + 1])
  args.splice(keepAt, 2)
  if (!Number.isInteger(keep) || keep < 1) {
    console.error('--keep 需要一个正整数 (--keep needs a whole number of copies, e.g. --keep 14)')
    process.exit(2)
  }
}
const [target] = args
if (!target || args.length !== 1) {
  console.error('用法 / usage: npm run backup -- <备份文件.tar.gz | 文件夹> [--keep N]')
  process.exit(2)
}

try {
  const { file, manifest, removed } = await createBackup(opsConfig(process.env, root), {
    target: path.resolve(process.cwd(), target),
    keep,
    say: (line) => console.log(line),
  })
  const rows = Object.values(manifest.database.counts).reduce((sum, count) => sum + count, 0)
  console.log(
    `备份完成 / backup written: ${file}\n` +
      `  数据库 ${manifest.database.adapter}，${Object.keys(manifest.database.counts).length} 张表 ${rows} 行，${manifest.database.migrations.length} 个迁移；` +
      `文件 ${Object.keys(manifest.files).length} 个`,
  )
  if (manifest.uploads.storage === 's3') console.log(`  注意 / note: ${manifest.uploads.note}`)
  for (const name of removed) console.log(`  已删除旧备份 / removed old backup: ${name}`)
  process.exit(0)
} catch (error) {
  console.error(`备份失败 / backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
