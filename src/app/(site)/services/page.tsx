import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { ServicesIndex } from '@/features/catalogue/components/ServicesIndex'
import { listCategories } from '@/features/catalogue/queries'

export const metadata: Metadata = pageMetadata({
  title: '全部服务',
  description: '全部科研学术服务：生物信息学、临床研究、Meta分析、统计分析、湿实验、论文写作润色、基金申报与科研培训。',
  path: '/services',
})

export default async function ServicesPage() {
  return <ServicesIndex categories={await listCategories()} />
}
