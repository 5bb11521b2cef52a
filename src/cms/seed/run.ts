/**
 * Fill the database with demo content:
 *
 *   npm run seed        (node --import tsx/esm src/cms/seed/run.ts)
 *
 * Safe to run again: existing items are kept as they are. The admin and editor passwords are
 * printed only by the run that creates those accounts. Set ADMIN_EMAIL / ADMIN_PASSWORD to
 * choose the admin's credentials instead of the generated ones.
 *
 * The work happens in top-level await; the last line is SEED_DONE (src/cms/seed/runner.mjs).
 */
import fs from 'node:fs'
import { getPayload } from 'payload'
import config from '@/payload.config'
import { seed } from './index'
import { holdStartLock } from './start-lock'

const COLLECTIONS = [
  'categories',
  'offerings',
  'services',
  'service-menu',
  'news',
  'cases',
  'faculty-introductions',
  'academic-resources',
  'contact-methods',
  'service-pages',
  'team-members',
  'job-postings',
  'media',
  'users',
] as const

// Something awaited below can wait on a timer that does not hold the process open (seen as a seed
// that now and then exited 0 at once, having written nothing): this watchdog holds it open until
// the work is done, and ends a run that hangs instead of letting it wait forever.
const keepAlive = setTimeout(
  () => {
    console.error('[seed] 种子脚本 10 分钟未完成，已终止 / seeding did not finish within 10 minutes')
    process.exit(1)
  },
  10 * 60 * 1000,
)
try {
  // Several instances may start at once on one empty database: one migrates and seeds, the
  // others wait here, then find everything in place and change nothing.
  await holdStartLock((message) => console.log(`[seed] ${message}`))
  // Getting Payload applies the committed migrations (NODE_ENV=production).
  const payload = await getPayload({ config })
  if (process.env.SEED_DEMO === 'false') {
    console.log('[seed] SEED_DEMO=false：只应用数据库迁移，不写入示例内容。 Migrations only.')
    clearTimeout(keepAlive)
    fs.writeSync(1, '[seed] done\n')
    process.exit(0)
  }
  const result = await seed(payload, { log: (msg) => console.log(`[seed] ${msg}`) })

  const createdTotal = Object.values(result.created).reduce((sum, n) => sum + n, 0)
  console.log('')
  console.log(
    createdTotal === 0 && !result.siteSettingsFilled
      ? '[seed] 数据已存在，本次未创建任何内容。 Nothing to do: all demo content already exists.'
      : `[seed] 本次新建 ${createdTotal} 条记录。 Created ${createdTotal} documents.${result.siteSettingsFilled ? ' 站点设置已填写。 Site settings filled.' : ''}`,
  )

  console.log('[seed] 当前各集合数量 / documents per collection:')
  for (const collection of COLLECTIONS) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true })
    const added = result.created[collection] ?? 0
    console.log(`  ${collection.padEnd(24)} ${String(totalDocs).padStart(4)}${added ? `  (+${added})` : ''}`)
  }

  if (result.adminPassword || result.editorPassword) {
    const line = '='.repeat(72)
    console.log('')
    console.log(line)
    console.log('  后台账号已创建（密码只显示这一次，请立即妥善保存）')
    console.log('  Back-office accounts created (passwords are shown ONCE; store them now)')
    console.log('')
    console.log('  后台地址 / Admin URL : /admin')
    if (result.adminPassword) {
      console.log(`  管理员 / Admin        : ${result.adminEmail}`)
      console.log(`  密码   / Password     : ${result.adminPassword}`)
    }
    if (result.editorPassword) {
      console.log(`  编辑   / Editor       : ${result.editorEmail}`)
      console.log(`  密码   / Password     : ${result.editorPassword}`)
    }
    console.log('')
    console.log('  再次运行种子脚本不会重新显示或修改这些密码。')
    console.log('  Running the seed again will neither show nor change these passwords.')
    console.log(line)
  }
  clearTimeout(keepAlive)
  // Written synchronously: callers (src/cms/seed/runner.mjs) read it to know the seed really finished.
  fs.writeSync(1, '[seed] done\n')
  process.exit(0)
} catch (error) {
  console.error('[seed] 种子数据写入失败 / seeding failed:')
  console.error(error)
  process.exit(1)
}
