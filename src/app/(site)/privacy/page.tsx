import type { Metadata } from 'next'
import { PolicyView } from '@/features/company/components/PolicyView'
import { PRIVACY_POLICY } from '@/features/company/policies'
import { getSiteSettings } from '@/features/company/queries'

export const metadata: Metadata = { title: PRIVACY_POLICY.title }

export default async function Page() {
  const settings = await getSiteSettings()
  return <PolicyView policy={PRIVACY_POLICY} brandName={settings.brand_name} />
}
