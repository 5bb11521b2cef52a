import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { ConsultingList } from '@/features/catalogue/components/ConsultingList'
import { listConsultingServices } from '@/features/catalogue/queries'

export const metadata: Metadata = pageMetadata({
  title: '科研咨询',
  description: '科研咨询服务：选题指导、课题设计、数据分析、论文写作与投稿等一对一专家咨询。',
  path: '/research-consultation',
})

export default async function ResearchConsultationPage() {
  return <ConsultingList services={await listConsultingServices()} />
}
