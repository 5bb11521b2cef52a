import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { AboutView } from '@/features/company/components/AboutView'
import { getAboutPage } from '@/features/company/queries'

export const metadata: Metadata = pageMetadata({
  title: '关于我们',
  description: '科研学术服务平台的使命、发展历程、核心数据与专业团队：博士专家为科研人员提供可靠的一站式学术支持。',
  path: '/about',
})

export default async function Page() {
  return <AboutView data={await getAboutPage()} />
}
