import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { TierPageView } from '@/features/company/components/TierPageView'
import { getTierPage } from '@/features/company/queries'

export async function generateMetadata(): Promise<Metadata> {
  const data = await getTierPage('clinical-1v1')
  return data ? { title: data.page.title, description: data.page.subtitle ?? undefined } : {}
}

export default async function Page() {
  const data = await getTierPage('clinical-1v1')
  if (!data) notFound()
  return <TierPageView data={data} />
}
