import type { Metadata } from 'next'
import { AboutView } from '@/features/company/components/AboutView'
import { getAboutPage } from '@/features/company/queries'

export const metadata: Metadata = { title: '关于我们' }

export default async function Page() {
  return <AboutView data={await getAboutPage()} />
}
