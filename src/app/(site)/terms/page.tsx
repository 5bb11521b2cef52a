import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { PolicyView } from '@/features/company/components/PolicyView'
import { TERMS_OF_SERVICE } from '@/features/company/policies'
import { getSiteSettings } from '@/features/company/queries'

export const metadata: Metadata = pageMetadata({
  title: TERMS_OF_SERVICE.title,
  description: '科研学术服务平台的服务条款：使用本网站与服务时双方的权利与义务。',
  path: '/terms',
})

export default async function Page() {
  const settings = await getSiteSettings()
  return <PolicyView policy={TERMS_OF_SERVICE} brandName={settings.brand_name} />
}
