import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RevisionView } from '@/features/company/components/RevisionView'
import { getServicePage } from '@/features/company/queries'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getServicePage('revision-tutoring')
  return page ? { title: page.title, description: page.subtitle ?? undefined } : {}
}

export default async function Page() {
  const page = await getServicePage('revision-tutoring')
  if (!page) notFound()
  return <RevisionView page={page} />
}
