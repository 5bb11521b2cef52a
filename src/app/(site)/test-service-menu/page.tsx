import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasRole } from '@/cms/access'
import { userFromHeaders } from '@/cms/client'
import { ServiceMenuTest } from '@/features/catalogue/components/StaffPages'
import { listCategoriesAs, listServiceMenuAs } from '@/features/catalogue/queries'

async function staffUser() {
  const user = await userFromHeaders(await headers())
  return user && hasRole(user, 'admin', 'editor') ? user : null
}

// Visitors must not learn the page's name from its <title> either.
export async function generateMetadata(): Promise<Metadata> {
  const hidden = { robots: { index: false, follow: false } }
  return (await staffUser()) ? { ...hidden, title: '服务菜单测试' } : hidden
}

// Staff only: visitors get the ordinary 404. Staff see inactive categories and menu items too.
export default async function ServiceMenuTestPage() {
  const user = await staffUser()
  if (!user) notFound()
  const [categories, menu] = await Promise.all([listCategoriesAs(user), listServiceMenuAs(user)])
  return <ServiceMenuTest categories={categories} menu={menu} />
}
