import type { Metadata } from 'next'
import { CareersView } from '@/features/company/components/CareersView'
import { getCareersPage } from '@/features/company/queries'

export const metadata: Metadata = { title: '加入我们' }

export default async function Page() {
  return <CareersView data={await getCareersPage()} />
}
