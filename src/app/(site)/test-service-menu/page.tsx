import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasRole } from '@/cms/access'
import { userFromHeaders } from '@/lib/payload'
import { ServiceMenuTest } from '@/features/catalogue/components/StaffPages'
import { listCategoriesAs, listServiceMenuAs } from '@/features/catalogue/queries'

export const metadata: Metadata = { title: '服务菜单测试', robots: { index: false, follow: false } }

// Staff only: visitors get the ordinary 404. Staff see inactive categories and menu items too.
export default async function ServiceMenuTestPage() {
  const user = await userFromHeaders(await headers())
  if (!user || !hasRole(user, 'admin', 'editor')) notFound()
  const [categories, menu] = await Promise.all([listCategoriesAs(user), listServiceMenuAs(user)])
  return <ServiceMenuTest categories={categories} menu={menu} />
}
