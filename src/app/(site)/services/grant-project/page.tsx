import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RangeServiceView } from '@/features/company/components/RangeServiceView'
import { getServicePage } from '@/features/company/queries'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getServicePage('grant-project')
  return page ? { title: page.title, description: page.subtitle ?? undefined } : {}
}

export default async function Page() {
  const page = await getServicePage('grant-project')
  if (!page) notFound()
  return <RangeServiceView page={page} />
}
