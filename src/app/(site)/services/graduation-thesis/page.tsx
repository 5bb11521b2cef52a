import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CourseDetailView } from '@/features/company/components/CourseDetailView'
import { getServicePage } from '@/features/company/queries'

// The spec serves the writing training page at this address too; search engines get one canonical URL.
export async function generateMetadata(): Promise<Metadata> {
  const page = await getServicePage('writing-training')
  return page
    ? {
        title: page.title,
        description: page.subtitle ?? undefined,
        alternates: { canonical: '/services/writing-training' },
      }
    : {}
}

export default async function Page() {
  const page = await getServicePage('writing-training')
  if (!page) notFound()
  return <CourseDetailView page={page} />
}
