import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CourseDetailView } from '@/features/company/components/CourseDetailView'
import { getServicePage } from '@/features/company/queries'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getServicePage('writing-training')
  return page ? { title: page.title, description: page.subtitle ?? undefined } : {}
}

export default async function Page() {
  const page = await getServicePage('writing-training')
  if (!page) notFound()
  return <CourseDetailView page={page} />
}
