import type { Metadata } from 'next'
import { ConsultingDetail, consultingTitle } from '@/features/catalogue/components/ConsultingDetail'

const id = 'paper-topic-guidance'

export const metadata: Metadata = { title: consultingTitle(id) }

export default function Page() {
  return <ConsultingDetail id={id} />
}
