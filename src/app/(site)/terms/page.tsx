import type { Metadata } from 'next'
import { PolicyView } from '@/features/company/components/PolicyView'
import { TERMS_OF_SERVICE } from '@/features/company/policies'
import { getSiteSettings } from '@/features/company/queries'

export const metadata: Metadata = { title: TERMS_OF_SERVICE.title }

export default async function Page() {
  const settings = await getSiteSettings()
  return <PolicyView policy={TERMS_OF_SERVICE} brandName={settings.brand_name} />
}
