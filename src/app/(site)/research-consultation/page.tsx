import type { Metadata } from 'next'
import { ConsultingList } from '@/features/catalogue/components/ConsultingList'

export const metadata: Metadata = { title: '科研咨询' }

export default function ResearchConsultationPage() {
  return <ConsultingList />
}
