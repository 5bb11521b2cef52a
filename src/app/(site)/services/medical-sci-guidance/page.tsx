import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MedicalSciGuidanceView } from '@/features/company/components/MedicalSciGuidanceView'
import { getMedicalSciGuidancePage } from '@/features/company/queries'

export async function generateMetadata(): Promise<Metadata> {
  const data = await getMedicalSciGuidancePage()
  return data ? { title: data.page.title, description: data.page.subtitle ?? undefined } : {}
}

export default async function Page() {
  const data = await getMedicalSciGuidancePage()
  if (!data) notFound()
  return <MedicalSciGuidanceView data={data} />
}
