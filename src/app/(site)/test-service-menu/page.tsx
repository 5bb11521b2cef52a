import type { Metadata } from 'next'
import { staffPageCaller, staffPageViewer } from '@/cms/auth/caller'
import { ServiceMenuTest } from '@/features/catalogue/components/StaffPages'
import { listCategoriesAs, listServiceMenuAs } from '@/features/catalogue/queries'

// Visitors must not learn the page's name from its <title> either.
export async function generateMetadata(): Promise<Metadata> {
  const hidden = { robots: { index: false, follow: false } }
  return (await staffPageViewer()) ? { ...hidden, title: '服务菜单测试' } : hidden
}

// Staff only: visitors get the ordinary 404. Staff see inactive categories and menu items too.
export default async function ServiceMenuTestPage() {
  const user = await staffPageCaller()
  const [categories, menu] = await Promise.all([listCategoriesAs(user), listServiceMenuAs(user)])
  return <ServiceMenuTest categories={categories} menu={menu} />
}
