import type { Metadata } from 'next'
import { ConsultingList } from '@/features/catalogue/components/ConsultingList'
import { listConsultingServices } from '@/features/catalogue/queries'

export const metadata: Metadata = { title: '科研咨询' }

export default async function ResearchConsultationPage() {
  return <ConsultingList services={await listConsultingServices()} />
}
