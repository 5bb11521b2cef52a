import type { Metadata } from 'next'
import { staffPageCaller, staffPageViewer } from '@/cms/auth/caller'
import { ConnectionTest } from '@/features/catalogue/components/StaffPages'
import { runCheck } from '@/features/catalogue/diagnostics'
import { listCategories, listCategoriesAs } from '@/features/catalogue/queries'
import { listCases } from '@/features/cases/queries'
import { listNews } from '@/features/news/queries'

// Visitors must not learn the page's name from its <title> either.
export async function generateMetadata(): Promise<Metadata> {
  const hidden = { robots: { index: false, follow: false } }
  return (await staffPageViewer()) ? { ...hidden, title: '数据库连接测试' } : hidden
}

// Staff only: visitors get the ordinary 404, so the page's existence is not advertised.
export default async function ConnectionTestPage() {
  const user = await staffPageCaller()

  const checks = [
    await runCheck(
      '类目接口（/api/categories）',
      () => listCategories(),
      (row) => row.name,
    ),
    await runCheck(
      '新闻接口（/api/news）',
      () => listNews(10),
      (row) => row.title,
    ),
    await runCheck(
      '案例接口（/api/cases?limit=3）',
      () => listCases(3),
      (row) => row.title,
    ),
    await runCheck(
      '直接查询 categories 表（is_active = true，limit 3）',
      () => listCategoriesAs(user, { activeOnly: true, limit: 3 }),
      (row) => row.name,
    ),
  ]
  const checkedAt = new Date().toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })
  return <ConnectionTest checks={checks} checkedAt={checkedAt} />
}
