import type { Metadata } from 'next'
import { ConsultingDetail, consultingTitle } from '@/features/catalogue/components/ConsultingDetail'

const id = 'academic-reputation'

export const metadata: Metadata = { title: consultingTitle(id) }

export default function Page() {
  return <ConsultingDetail id={id} />
}
